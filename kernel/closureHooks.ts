/**
 * Hook calls built from closures instead of generated source.
 *
 * tapable compiles every hook call with `new Function`, which a page with a strict
 * Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval') refuses. Each hook here is a
 * tapable hook (tap, tapAsync, tapPromise, stages, `before`, intercept, HookMap all stay tapable's)
 * whose `compile` is replaced: it returns a function made of closures that does what tapable's
 * generated code does, tap for tap and interceptor call for interceptor call, for the kinds the
 * catalogue uses (sync, sync bail, sync waterfall, async series, async series bail) and each call
 * type (`call`, `callAsync`, `promise`). tests/unit/kernel/closureHooks.test.ts checks that
 * against tapable's own generated calls.
 *
 * Like tapable, a compiled call is thrown away whenever a tap or an interceptor is added, so what
 * the closures capture (taps, interceptors, argument count) is fixed for the call's life.
 */
import {
  AsyncSeriesBailHook,
  AsyncSeriesHook,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from 'tapable';

type Fn = (...args: unknown[]) => unknown;
type CallType = 'sync' | 'async' | 'promise';

interface FullTap {
  name: string;
  type: CallType;
  fn: Fn;
  /** Deprecated in tapable, still honoured: the tap gets a shared `_context` object first. */
  context?: boolean;
}

interface Interceptor {
  call?: Fn;
  tap?: Fn;
  result?: Fn;
  error?: Fn;
  done?: Fn;
  context?: boolean;
}

interface CompileOptions {
  taps: FullTap[];
  interceptors: Interceptor[];
  args: readonly string[];
  type: CallType;
}

/** What a kind does with a tap's result, and what it hands back when every tap has run. */
type Kind = 'series' | 'bail' | 'waterfall';

/** How a call ends: a thrown or passed-on error, a result, or "done" with nothing. */
interface Ending {
  error(error: unknown): void;
  result(value: unknown): void;
}

/** Everything a compiled call needs, captured once per compilation. */
interface Plan {
  kind: Kind;
  taps: FullTap[];
  arity: number;
  needContext: boolean;
  calls: Interceptor[];
  tapWatchers: Interceptor[];
  results: Interceptor[];
  errors: Interceptor[];
  dones: Interceptor[];
}

function makePlan(kind: Kind, options: CompileOptions): Plan {
  const { interceptors } = options;
  return {
    kind,
    taps: options.taps.slice(),
    arity: options.args.length,
    needContext: options.taps.some((tap) => tap.context === true),
    calls: interceptors.filter((interceptor) => interceptor.call),
    tapWatchers: interceptors.filter((interceptor) => interceptor.tap),
    results: interceptors.filter((interceptor) => interceptor.result),
    errors: interceptors.filter((interceptor) => interceptor.error),
    dones: interceptors.filter((interceptor) => interceptor.done),
  };
}

/** The tap's arguments: the hook's own, after the shared context when the tap asks for it. */
function tapArgs(tap: FullTap, args: unknown[], context: object | undefined): unknown[] {
  return tap.context === true ? [context, ...args] : args;
}

function beginCall(plan: Plan, args: unknown[], context: object | undefined): void {
  for (const interceptor of plan.calls) {
    (interceptor.call as Fn)(...(interceptor.context === true ? [context, ...args] : args));
  }
}

function watchTap(plan: Plan, index: number, context: object | undefined): void {
  const tap = plan.taps[index];
  for (const interceptor of plan.tapWatchers) {
    if (interceptor.context === true) (interceptor.tap as Fn)(context, tap);
    else (interceptor.tap as Fn)(tap);
  }
}

function reportResult(plan: Plan, value: unknown): void {
  for (const interceptor of plan.results) (interceptor.result as Fn)(value);
}

function reportError(plan: Plan, error: unknown): void {
  for (const interceptor of plan.errors) (interceptor.error as Fn)(error);
}

function reportDone(plan: Plan): void {
  for (const interceptor of plan.dones) (interceptor.done as Fn)();
}

/** Exactly the hook's number of arguments, as tapable's generated parameter list gives. */
function fitArgs(args: unknown[], arity: number): unknown[] {
  if (args.length !== arity) args.length = arity;
  return args;
}

/** The synchronous `call`: sync taps only, errors thrown as they are (no error interceptor). */
function syncCall(plan: Plan): Fn {
  const { taps, kind, arity } = plan;
  const fns = taps.map((tap) => tap.fn);
  const watched = plan.tapWatchers.length > 0;
  for (const tap of taps) {
    if (tap.type !== 'sync') {
      throw new Error(`tap "${tap.name}" is ${tap.type}: a synchronous call runs sync taps only`);
    }
  }
  const plain =
    !plan.needContext &&
    plan.calls.length + plan.tapWatchers.length + plan.results.length + plan.dones.length === 0;
  if (plain && arity <= 2) return plainSyncCall(kind, fns, arity);
  return function closureCall(...rest: unknown[]): unknown {
    const args = fitArgs(rest, arity);
    const context = plan.needContext ? {} : undefined;
    if (plan.calls.length > 0) beginCall(plan, args, context);
    for (let index = 0; index < fns.length; index += 1) {
      if (watched) watchTap(plan, index, context);
      const fn = fns[index];
      const value = taps[index].context === true ? fn(context, ...args) : callWith(fn, args);
      if (value === undefined) continue;
      if (kind === 'bail') {
        reportResult(plan, value);
        return value;
      }
      if (kind === 'waterfall') args[0] = value;
    }
    if (kind === 'waterfall') {
      reportResult(plan, args[0]);
      return args[0];
    }
    reportDone(plan);
    return undefined;
  };
}

/**
 * The common case, kept free of argument arrays: no interceptor, no context, at most two
 * arguments (every hook of the catalogue). Taps get exactly the hook's arguments and no `this`,
 * as from tapable's generated call.
 */
function plainSyncCall(kind: Kind, fns: Fn[], arity: number): Fn {
  const count = fns.length;
  if (arity === 0) {
    return function closureCall0(): unknown {
      for (let index = 0; index < count; index += 1) {
        const fn = fns[index];
        const value = fn();
        if (value !== undefined && kind === 'bail') return value;
      }
      return undefined;
    };
  }
  if (arity === 1) {
    return function closureCall1(a: unknown): unknown {
      for (let index = 0; index < count; index += 1) {
        const fn = fns[index];
        const value = fn(a);
        if (value === undefined) continue;
        if (kind === 'bail') return value;
        if (kind === 'waterfall') a = value;
      }
      return kind === 'waterfall' ? a : undefined;
    };
  }
  return function closureCall2(a: unknown, b: unknown): unknown {
    for (let index = 0; index < count; index += 1) {
      const fn = fns[index];
      const value = fn(a, b);
      if (value === undefined) continue;
      if (kind === 'bail') return value;
      if (kind === 'waterfall') a = value;
    }
    return kind === 'waterfall' ? a : undefined;
  };
}

/** Calls without spreading for the short argument lists hooks have. */
function callWith(fn: Fn, args: unknown[]): unknown {
  switch (args.length) {
    case 0:
      return fn();
    case 1:
      return fn(args[0]);
    case 2:
      return fn(args[0], args[1]);
    case 3:
      return fn(args[0], args[1], args[2]);
    default:
      return fn(...args);
  }
}

/**
 * Runs the taps in series, continuing after each sync, callback or promise tap as tapable's
 * generated code does, and ends through `ending` (error, or result — undefined for "done").
 */
function runSeries(plan: Plan, args: unknown[], ending: Ending): void {
  const { taps, kind } = plan;
  const context = plan.needContext ? {} : undefined;
  const fail = (error: unknown) => {
    reportError(plan, error);
    ending.error(error);
  };
  const finish = () => {
    if (kind === 'waterfall') {
      reportResult(plan, args[0]);
      ending.result(args[0]);
      return;
    }
    reportDone(plan);
    ending.result(undefined);
  };
  const next = (index: number): void => {
    if (index === taps.length) {
      finish();
      return;
    }
    const afterTap = (value: unknown): void => {
      if (value !== undefined) {
        if (kind === 'bail') {
          reportResult(plan, value);
          ending.result(value);
          return;
        }
        if (kind === 'waterfall') args[0] = value;
      }
      next(index + 1);
    };
    watchTap(plan, index, context);
    const tap = taps[index];
    const fn = tap.fn;
    const own = tapArgs(tap, args, context);
    if (tap.type === 'sync') {
      let value: unknown;
      try {
        value = fn(...own);
      } catch (error) {
        fail(error);
        return;
      }
      afterTap(value);
    } else if (tap.type === 'async') {
      fn(...own, (error: unknown, value?: unknown) => {
        if (error) fail(error);
        else afterTap(value);
      });
    } else {
      runPromiseTap(tap, own, afterTap, fail);
    }
  };
  if (plan.calls.length > 0) beginCall(plan, args, context);
  next(0);
}

function runPromiseTap(
  tap: FullTap,
  args: unknown[],
  afterTap: (value: unknown) => void,
  fail: (error: unknown) => void,
): void {
  let hasResult = false;
  const fn = tap.fn;
  const promise = fn(...args) as PromiseLike<unknown> | undefined;
  if (!promise || typeof promise.then !== 'function') {
    throw new Error(`Tap function (tapPromise) did not return promise (returned ${promise})`);
  }
  promise.then(
    (value) => {
      hasResult = true;
      afterTap(value);
    },
    (error: unknown) => {
      if (hasResult) throw error;
      fail(error ? error : new Error(`Tap function (tapPromise) rejects "${error}" value`));
    },
  );
}

/** `callAsync(...args, callback)`: the callback gets (error) or (null, result) or (). */
function asyncCall(plan: Plan): Fn {
  const { arity } = plan;
  return function closureCallAsync(...rest: unknown[]): void {
    const callback = rest[arity] as Fn;
    const args = fitArgs(rest.slice(0, arity), arity);
    const withResult = plan.kind !== 'series';
    runSeries(plan, args, {
      error: (error) => callback(error),
      result: (value) => {
        if (withResult && (plan.kind === 'waterfall' || value !== undefined)) {
          callback(null, value);
        } else callback();
      },
    });
  };
}

/**
 * `promise(...args)`: like tapable, an error met before the call returns rejects on a later
 * microtask (the promise resolves to a rejected one), an error met later rejects at once.
 */
function promiseCall(plan: Plan): Fn {
  const { arity } = plan;
  return function closurePromise(...rest: unknown[]): Promise<unknown> {
    const args = fitArgs(rest, arity);
    return new Promise((resolve, reject) => {
      let sync = true;
      runSeries(plan, args, {
        error: (error) => {
          if (sync) {
            resolve(
              Promise.resolve().then(() => {
                throw error;
              }),
            );
          } else reject(error);
        },
        result: (value) => resolve(value),
      });
      sync = false;
    });
  };
}

function compiler(kind: Kind): (options: CompileOptions) => Fn {
  return (options) => {
    const plan = makePlan(kind, options);
    if (options.type === 'sync') return syncCall(plan);
    if (options.type === 'async') return asyncCall(plan);
    return promiseCall(plan);
  };
}

const COMPILERS: Record<Kind, (options: CompileOptions) => Fn> = {
  series: compiler('series'),
  bail: compiler('bail'),
  waterfall: compiler('waterfall'),
};

/** Gives a tapable hook the closure-built compile of its kind; returns the same hook. */
function withClosureCalls<H>(hook: H, kind: Kind): H {
  (hook as unknown as { compile: (options: CompileOptions) => Fn }).compile = COMPILERS[kind];
  return hook;
}

type Names<T> = ConstructorParameters<typeof SyncHook<T>>[0];

export function closureSyncHook<T>(args: Names<T>): SyncHook<T> {
  return withClosureCalls(new SyncHook<T>(args), 'series');
}

export function closureSyncBailHook<T, R>(args: Names<T>): SyncBailHook<T, R> {
  return withClosureCalls(new SyncBailHook<T, R>(args), 'bail');
}

export function closureSyncWaterfallHook<T>(args: Names<T>): SyncWaterfallHook<T> {
  return withClosureCalls(new SyncWaterfallHook<T>(args), 'waterfall');
}

export function closureAsyncSeriesHook<T>(args: Names<T>): AsyncSeriesHook<T> {
  return withClosureCalls(new AsyncSeriesHook<T>(args), 'series');
}

export function closureAsyncSeriesBailHook<T, R>(args: Names<T>): AsyncSeriesBailHook<T, R> {
  return withClosureCalls(new AsyncSeriesBailHook<T, R>(args), 'bail');
}
