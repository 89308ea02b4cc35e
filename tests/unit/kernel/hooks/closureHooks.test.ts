/**
 * The closure-built hook calls against tapable's own generated calls, tap for tap: seeded random
 * scenarios (taps of every type, stages, `before`, context, interceptors with register, call, tap,
 * result, error and done, every call type, short and long argument lists) are run on a tapable
 * hook and on the closure hook, and the two logs must be equal: which taps and interceptors ran,
 * with what, in what order relative to the microtask queue, and how the call ended.
 */
import {
  AsyncSeriesBailHook,
  AsyncSeriesHook,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from 'tapable';
import { describe, expect, it } from 'vitest';
import {
  closureAsyncSeriesBailHook,
  closureAsyncSeriesHook,
  closureSyncBailHook,
  closureSyncHook,
  closureSyncWaterfallHook,
} from '../../../../kernel/closureHooks';
import { createHookCatalogue } from '../../../../kernel/hooks';
import { pick, prng } from '../fuzz/random';

type Fn = (...args: unknown[]) => unknown;
interface AnyHook {
  taps: unknown[];
  tap(options: unknown, fn: Fn): void;
  tapAsync(options: unknown, fn: Fn): void;
  tapPromise(options: unknown, fn: Fn): void;
  intercept(interceptor: object): void;
  call?: Fn;
  callAsync: Fn;
  promise: (...args: unknown[]) => Promise<unknown>;
}

interface KindSpec {
  name: string;
  async: boolean;
  native: (args: string[]) => AnyHook;
  closure: (args: string[]) => AnyHook;
  minArity: number;
}

const as = (hook: unknown) => hook as AnyHook;
const KINDS: KindSpec[] = [
  {
    name: 'sync',
    async: false,
    minArity: 0,
    native: (a) => as(new SyncHook(a as never)),
    closure: (a) => as(closureSyncHook(a as never)),
  },
  {
    name: 'sync bail',
    async: false,
    minArity: 0,
    native: (a) => as(new SyncBailHook(a as never)),
    closure: (a) => as(closureSyncBailHook(a as never)),
  },
  {
    name: 'sync waterfall',
    async: false,
    minArity: 1,
    native: (a) => as(new SyncWaterfallHook(a as never)),
    closure: (a) => as(closureSyncWaterfallHook(a as never)),
  },
  {
    name: 'async series',
    async: true,
    minArity: 0,
    native: (a) => as(new AsyncSeriesHook(a as never)),
    closure: (a) => as(closureAsyncSeriesHook(a as never)),
  },
  {
    name: 'async series bail',
    async: true,
    minArity: 0,
    native: (a) => as(new AsyncSeriesBailHook(a as never)),
    closure: (a) => as(closureAsyncSeriesBailHook(a as never)),
  },
];

type Behaviour = 'undefined' | 'value' | 'throw' | 'reject-falsy' | 'not-a-promise';
interface TapSpec {
  name: string;
  type: 'sync' | 'async' | 'promise';
  stage?: number;
  before?: string;
  context: boolean;
  behaviour: Behaviour;
  /** Async taps: answer at once, or after a microtask. */
  later: boolean;
}
interface InterceptorSpec {
  parts: Array<'register' | 'call' | 'tap' | 'result' | 'error' | 'done'>;
  context: boolean;
  /** Added before the taps (register sees each tap as it comes) or after them. */
  first: boolean;
}
interface Scenario {
  arity: number;
  taps: TapSpec[];
  interceptors: InterceptorSpec[];
  callType: 'sync' | 'async' | 'promise';
  argCount: number;
}

function makeScenario(kind: KindSpec, random: () => number): Scenario {
  const arity = kind.minArity + Math.floor(random() * (3 - kind.minArity));
  const tapCount = Math.floor(random() * 5);
  const taps: TapSpec[] = [];
  for (let index = 0; index < tapCount; index += 1) {
    const type = kind.async ? pick(random, ['sync', 'async', 'promise'] as const) : 'sync';
    const behaviours: Behaviour[] = ['undefined', 'undefined', 'value', 'throw'];
    if (type !== 'sync') behaviours.push('reject-falsy');
    // Only a lone tap may break the promise contract: tapable's error for it escapes the call
    // (uncaught) when thrown after an earlier asynchronous tap, and ours does the same.
    if (type === 'promise' && tapCount === 1) behaviours.push('not-a-promise');
    taps.push({
      name: `t${index}`,
      type,
      stage: random() < 0.5 ? pick(random, [-1, 0, 1]) : undefined,
      before: index > 0 && random() < 0.2 ? `t${Math.floor(random() * index)}` : undefined,
      context: random() < 0.1,
      behaviour: pick(random, behaviours),
      later: random() < 0.5,
    });
  }
  const interceptors: InterceptorSpec[] = [];
  const interceptorCount = Math.floor(random() * 3);
  for (let index = 0; index < interceptorCount; index += 1) {
    const parts = (['register', 'call', 'tap', 'result', 'error', 'done'] as const).filter(
      () => random() < 0.6,
    );
    interceptors.push({ parts, context: random() < 0.15, first: random() < 0.5 });
  }
  const callTypes = kind.async
    ? (['async', 'promise'] as const)
    : (['sync', 'async', 'promise'] as const);
  const callType = pick(random, callTypes);
  // callAsync takes its callback right after the hook's arguments; the others take any number.
  const argCount =
    callType === 'async' ? arity : Math.max(0, arity + pick(random, [-1, 0, 0, 0, 1]));
  return { arity, taps, interceptors, callType, argCount };
}

/** Runs one scenario on one hook; returns the log of everything observable. */
async function runScenario(makeHook: (args: string[]) => AnyHook, scenario: Scenario) {
  const log: unknown[] = [];
  const contexts: object[] = [];
  const show = (value: unknown): unknown => {
    if (value instanceof Error) return `Error(${value.message})`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      if (!contexts.includes(value)) contexts.push(value);
      return `context#${contexts.indexOf(value)}`;
    }
    return value;
  };
  const argNames = ['a', 'b', 'c'].slice(0, scenario.arity);
  const hook = makeHook(argNames);
  const addInterceptor = (spec: InterceptorSpec, index: number) => {
    const interceptor: Record<string, unknown> = { context: spec.context };
    const id = `i${index}`;
    for (const part of spec.parts) {
      interceptor[part] = (...args: unknown[]) => {
        log.push([id, part, ...args.map((arg) => (isTap(arg) ? `tap:${arg.name}` : show(arg)))]);
        if (part === 'register') return { ...(args[0] as object), registeredBy: id };
        return undefined;
      };
    }
    hook.intercept(interceptor);
  };
  scenario.interceptors.forEach((spec, index) => spec.first && addInterceptor(spec, index));
  for (const spec of scenario.taps) {
    const options = {
      name: spec.name,
      stage: spec.stage,
      before: spec.before,
      context: spec.context,
    };
    const result = (args: unknown[]) => `${spec.name}(${args.map(String).join(',')})`;
    const error = () => new Error(`from ${spec.name}`);
    if (spec.type === 'sync') {
      hook.tap(options, function (this: unknown, ...args: unknown[]) {
        log.push([spec.name, `this:${typeof this}`, ...args.map(show)]);
        if (spec.behaviour === 'throw') throw error();
        return spec.behaviour === 'value' ? result(args) : undefined;
      });
    } else if (spec.type === 'async') {
      hook.tapAsync(options, (...args: unknown[]) => {
        const callback = args.pop() as Fn;
        log.push([spec.name, ...args.map(show)]);
        const answer = () => {
          if (spec.behaviour === 'throw') callback(error());
          else if (spec.behaviour === 'reject-falsy') callback(null);
          else callback(null, spec.behaviour === 'value' ? result(args) : undefined);
        };
        if (spec.later) queueMicrotask(answer);
        else answer();
      });
    } else {
      hook.tapPromise(options, (...args: unknown[]) => {
        log.push([spec.name, ...args.map(show)]);
        if (spec.behaviour === 'not-a-promise') return 42 as never;
        if (spec.behaviour === 'throw') return Promise.reject(error());
        if (spec.behaviour === 'reject-falsy') return Promise.reject(undefined);
        return Promise.resolve(spec.behaviour === 'value' ? result(args) : undefined);
      });
    }
  }
  scenario.interceptors.forEach((spec, index) => !spec.first && addInterceptor(spec, index));
  log.push(['order', ...(hook.taps as Array<{ name: string }>).map((tap) => tap.name)]);

  const args = ['x', 'y', 'z', 'w'].slice(0, scenario.argCount);
  // A chain of microtasks logged beside the call shows when each part ran, not only in what order.
  let ticking = true;
  const tick = (n: number) => {
    if (!ticking || n > 40) return;
    log.push(['tick', n]);
    queueMicrotask(() => tick(n + 1));
  };
  queueMicrotask(() => tick(0));
  try {
    if (scenario.callType === 'sync') {
      log.push(['returned', show(hook.call?.(...args))]);
    } else if (scenario.callType === 'async') {
      hook.callAsync(...args, (...outcome: unknown[]) => {
        log.push(['callback', outcome.length, ...outcome.map(show)]);
      });
      log.push(['callAsync returned']);
    } else {
      hook.promise(...args).then(
        (value: unknown) => log.push(['resolved', show(value)]),
        (error: unknown) => log.push(['rejected', show(error)]),
      );
      log.push(['promise returned']);
    }
  } catch (error) {
    log.push(['threw', show(error)]);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  ticking = false;
  return log;
}

function isTap(value: unknown): value is { name: string; type: string } {
  return typeof value === 'object' && value !== null && 'fn' in value && 'type' in value;
}

const SCENARIOS_PER_KIND = 200;

describe('closure-built hook calls', () => {
  it.each(KINDS)("$name: the same as tapable's generated call, tap for tap", async (kind) => {
    const random = prng(0x5eed + kind.name.length);
    let mismatches = 0;
    let checked = 0;
    for (let index = 0; index < SCENARIOS_PER_KIND; index += 1) {
      const scenario = makeScenario(kind, random);
      const expected = await runScenario(kind.native, scenario);
      const actual = await runScenario(kind.closure, scenario);
      checked += 1;
      try {
        expect(actual).toEqual(expected);
      } catch (error) {
        mismatches += 1;
        if (mismatches === 1) {
          console.log(JSON.stringify(scenario, null, 1));
          throw error;
        }
      }
    }
    console.log(
      `hook equivalence kind="${kind.name}" scenarios=${checked} mismatches=${mismatches}`,
    );
    expect(mismatches).toBe(0);
  });

  it('builds and calls every hook of the catalogue without generating source', async () => {
    const RealFunction = globalThis.Function;
    const generated: string[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(_target, args: string[]) {
        generated.push(args.join(' '));
        throw new EvalError('code generation from strings is not allowed here');
      },
      apply(_target, _this, args: string[]) {
        generated.push(args.join(' '));
        throw new EvalError('code generation from strings is not allowed here');
      },
    });
    try {
      const hooks = createHookCatalogue();
      const seen: string[] = [];
      hooks.onSearch.tap('a', (query) => void seen.push(`onSearch:${query}`));
      hooks.modifyQuery.tap('a', (query) => `${query}!`);
      hooks.shouldToggle.tap('a', () => false);
      hooks.beforeSearch.tapPromise('a', async (query) => void seen.push(`beforeSearch:${query}`));
      hooks.loadPage.for('s').tapPromise('cache', async () => ({ items: [], done: true }));
      hooks.onSearch.call('q', 1);
      expect(hooks.modifyQuery.call('q')).toBe('q!');
      expect(hooks.shouldToggle.call({} as never, true)).toBe(false);
      await hooks.beforeSearch.promise('q');
      expect(await hooks.loadPage.for('s').promise({} as never)).toEqual({ items: [], done: true });
      expect(await hooks.shouldConfirm.promise({} as never)).toBeUndefined();
      expect(seen).toEqual(['onSearch:q', 'beforeSearch:q']);
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(generated).toEqual([]);
  });
});
