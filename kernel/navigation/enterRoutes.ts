/**
 * One navigation's run through the route chain: which routes run their guard and loader, in what
 * order, and what stays from the location before. A run is cancelled when a newer navigation
 * starts; every step checks it after anything asynchronous.
 */
import { CancelledError, ErrorCodes, PickerError } from '../errors';
import type { RouteTable } from './routeTable';
import type {
  GuardResult,
  NavigationAction,
  NavigationAttempt,
  RouteContext,
  RouteDefinition,
  RouteLocation,
} from './routeTypes';
import { andThen, type Step } from './steps';
import { wait } from './timing';

/** Redirects (route redirects and guard answers) one navigation may follow. */
export const MAX_REDIRECTS = 10;

export class NavigationRun {
  readonly controller = new AbortController();
  /** Routes this run entered, by name, with their params and data (kept across redirects). */
  readonly entered = new Map<string, { key: string; loaded: boolean; value: unknown }>();
  redirects = 0;
  /**
   * The loader debounce was waited out, or need not be (a navigation after a quiet window: its
   * leading edge); once per navigation, redirects included.
   */
  debounced = false;

  constructor(
    readonly action: NavigationAction,
    /** History steps of a back or forward move; 0 for push and replace. */
    readonly delta: number,
    /** Runs even when the target is the current location (reload). */
    readonly force: boolean,
    /** This run shows the error route: its commit keeps the error. */
    readonly toErrorRoute: boolean,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  cancel(): void {
    this.controller.abort();
  }

  /** Throws a CancelledError once a newer navigation took over. */
  assertCurrent(): void {
    if (this.signal.aborted) throw new CancelledError('navigation superseded');
  }

  countRedirect(): void {
    this.redirects += 1;
    if (this.redirects > MAX_REDIRECTS) {
      throw new PickerError(
        ErrorCodes.NAVIGATION_FAILED,
        `more than ${MAX_REDIRECTS} redirects: routes redirect to each other in a loop`,
      );
    }
  }
}

/**
 * Routes whose guard and loader run: those entered, those whose own params changed, and the
 * leaf always. Enclosing routes kept from the previous location keep their data.
 */
export function routesToRun(table: RouteTable, { from, to }: NavigationAttempt): RouteDefinition[] {
  const record = table.record(to.name);
  if (!record) return [];
  const previous = from ? table.record(from.name) : undefined;
  return record.chain.filter((route) => {
    if (route === record.leaf || !from || !previous?.chain.includes(route)) return true;
    const own = record.ownParams.get(route.name) ?? [];
    return own.some((param) => from.params[param] !== to.params[param]);
  });
}

/** Data of enclosing routes that stay and do not run again. */
export function keptData(
  loaderData: ReadonlyMap<string, unknown>,
  to: RouteLocation,
  routes: readonly RouteDefinition[],
): Map<string, unknown> {
  const data = new Map<string, unknown>();
  for (const name of to.matched) {
    const runs = routes.some((route) => route.name === name);
    if (!runs && loaderData.has(name)) data.set(name, loaderData.get(name));
  }
  return data;
}

/**
 * Enters the routes to run, outermost first: each one's guard, then its loader, so a guard reads
 * the data of the routes around it. The navigation's first loader waits out the loader debounce
 * unless the run is on its leading edge.
 * A route this run already entered with the same params (before a redirect) is not entered again.
 * Resolves with the first verdict that is not a pass; `data` collects the loaders' results.
 */
export function enterRoutes(
  run: NavigationRun,
  table: RouteTable,
  attempt: NavigationAttempt,
  routes: readonly RouteDefinition[],
  data: Map<string, unknown>,
  debounceMs: number,
): Step<GuardResult> {
  const { signal } = run;
  const context: RouteContext = { ...attempt, signal, parentData: data };
  const own = table.record(attempt.to.name)?.ownParams;
  const step = (index: number): Step<GuardResult> => {
    const route = routes[index];
    if (!route) return undefined;
    const key = JSON.stringify(
      (own?.get(route.name) ?? []).map((p) => attempt.to.params[p] ?? null),
    );
    const earlier = run.entered.get(route.name);
    if (earlier?.key === key) {
      if (earlier.loaded) data.set(route.name, earlier.value);
      return step(index + 1);
    }
    return andThen(route.guard?.(context), (verdict) => {
      run.assertCurrent();
      if (verdict !== undefined && verdict !== true) return verdict;
      const { load } = route;
      if (!load) {
        run.entered.set(route.name, { key, loaded: false, value: undefined });
        return step(index + 1);
      }
      const pause = !run.debounced && debounceMs > 0 ? wait(debounceMs, signal) : undefined;
      run.debounced = true;
      return andThen(pause, () =>
        andThen(load(context), (value) => {
          run.assertCurrent();
          data.set(route.name, value);
          run.entered.set(route.name, { key, loaded: true, value });
          return step(index + 1);
        }),
      );
    });
  };
  return step(0);
}
