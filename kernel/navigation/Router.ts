/**
 * The router: a route table, an in-memory history and the navigation pipeline any preset uses.
 *
 * A navigation resolves its target (route redirects followed, at most 10), asks shouldNavigate,
 * runs the guards, then the loaders (after the loader debounce), and commits: the history moves,
 * the location and loader data change together, and onRouteChange is reported (debounced). A
 * newer navigation supersedes one still running; a failing guard or loader, or a path no route
 * matches, sends the router to its error route with the error. Steps that answer at once commit
 * at once.
 */
import { action, computed, makeObservable, runInAction } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import { ErrorCodes, PickerError, isCancelled, toPickerError } from '../errors';
import type { ErrorContext, KernelHooks } from '../hooks';
import { formatHref, splitHref } from './href';
import { MemoryHistory } from './MemoryHistory';
import {
  resolveRouterOptions,
  type ResolvedRouterOptions,
  type RouterOptions,
} from './routerOptions';
import { RouteTable } from './routeTable';
import type {
  ErrorRouteTarget,
  NavigationAction,
  NavigationAttempt,
  NavigationResult,
  NavigationTarget,
  RouteChange,
  RouteDefinition,
  RouteLocation,
  RouteParams,
  RouteQuery,
} from './routeTypes';
import { enterRoutes, keptData, NavigationRun, routesToRun } from './enterRoutes';
import { andThen, attempt, type Step } from './steps';
import { Coalescer, QuietGate, ThrottleGate } from './timing';

export interface RouterDependencies {
  hooks: Pick<KernelHooks, 'shouldNavigate' | 'onRouteChange'>;
  options?: RouterOptions;
  reportError: (error: PickerError, context: ErrorContext) => void;
}

export class Router {
  readonly options: ResolvedRouterOptions;
  /** The location being navigated to while guards or loaders run. */
  pending: RouteLocation | null = null;
  /** The last navigation failure; cleared when a navigation to another route commits. */
  error: PickerError | null = null;
  /** Loader results of the current location, by route name. */
  loaderData: ReadonlyMap<string, unknown> = new Map();

  private readonly table = new RouteTable();
  private readonly history = new MemoryHistory();
  private readonly hooks: RouterDependencies['hooks'];
  private readonly reportError: RouterDependencies['reportError'];
  private readonly throttle: ThrottleGate;
  /** The loader debounce's leading edge: a navigation after a quiet window loads at once. */
  private readonly loaderGate: QuietGate;
  private readonly changes: Coalescer<RouteChange>;
  private errorRoute: ErrorRouteTarget | null = null;
  private active: NavigationRun | null = null;

  constructor({ hooks, options, reportError }: RouterDependencies) {
    this.options = resolveRouterOptions(options);
    this.hooks = hooks;
    this.reportError = reportError;
    this.throttle = new ThrottleGate(this.options.backForwardThrottleMs);
    this.loaderGate = new QuietGate(this.options.loaderDebounceMs);
    this.changes = new Coalescer(this.options.hookDebounceMs, (first, last) =>
      this.notify({ ...last, from: first.from }),
    );
    makeObservable<Router, 'setPending'>(this, {
      pending: observableRef,
      error: observableRef,
      loaderData: observableRef,
      current: computed,
      params: computed,
      query: computed,
      loading: computed,
      canGoBack: computed,
      canGoForward: computed,
      setPending: action,
      reset: action,
    });
  }

  get current(): RouteLocation | null {
    return this.history.current;
  }

  get params(): RouteParams {
    return this.current?.params ?? {};
  }

  get query(): RouteQuery {
    return this.current?.query ?? {};
  }

  get loading(): boolean {
    return this.pending !== null;
  }

  get canGoBack(): boolean {
    return this.history.canGoBack;
  }

  get canGoForward(): boolean {
    return this.history.canGoForward;
  }

  /** Adds routes; a wrong definition fails here, naming the route and what to fix. */
  addRoutes(routes: readonly RouteDefinition[]): void {
    this.table.add(routes);
  }

  hasRoute(name: string): boolean {
    return this.table.has(name);
  }

  /** Where failed navigations go: a route name, or a target made from the error. */
  setErrorRoute(target: ErrorRouteTarget): void {
    if (typeof target !== 'string' && typeof target !== 'function') {
      throw new PickerError(
        ErrorCodes.OPTIONS_INVALID,
        'setErrorRoute needs a route name or a function (error, attempted) => target',
      );
    }
    this.errorRoute = target;
  }

  /** The href of a target (for links and breadcrumbs); throws when it names no route. */
  href(target: NavigationTarget): string {
    return this.table.href(target);
  }

  /** True when the current location is the route or lies under it. */
  isActive(name: string): boolean {
    return this.current?.matched.includes(name) ?? false;
  }

  /** Data a loader of the current location returned (the leaf's when no name is given). */
  data(name?: string): unknown {
    const key = name ?? this.current?.name;
    return key === undefined ? undefined : this.loaderData.get(key);
  }

  /**
   * Goes to a target, adding a history entry (or replacing the current one with `replace`).
   * Without a path it only logs a warning. The current location again (same path and query) is
   * 'unchanged'; the same path with another query runs the leaf again with `refresh` set.
   */
  navigate(
    target: NavigationTarget | null | undefined,
    options: { replace?: boolean } = {},
  ): Promise<NavigationResult> {
    if (!hasPath(target)) {
      console.warn('[pickerkit] navigate() was called without a path: nothing happens');
      return Promise.resolve({ status: 'ignored', location: this.current });
    }
    return Promise.resolve(this.start(target, options.replace ? 'replace' : 'push', 0));
  }

  push(target: NavigationTarget): Promise<NavigationResult> {
    return this.navigate(target);
  }

  replace(target: NavigationTarget): Promise<NavigationResult> {
    return this.navigate(target, { replace: true });
  }

  back(): Promise<NavigationResult> {
    return this.go(-1);
  }

  forward(): Promise<NavigationResult> {
    return this.go(1);
  }

  /** Runs the current location's guard and loader again, with `refresh` set. */
  reload(): Promise<NavigationResult> {
    const current = this.current;
    if (!current) return Promise.resolve({ status: 'ignored', location: null });
    return Promise.resolve(this.start(current.href, 'replace', 0, { force: true }));
  }

  /** Empties the history and forgets the location (teardown). */
  reset(): void {
    this.supersede();
    this.changes.dispose();
    this.history.reset();
    this.pending = null;
    this.error = null;
    this.loaderData = new Map();
  }

  dispose(): void {
    this.supersede();
    this.throttle.dispose();
    this.loaderGate.dispose();
    this.changes.dispose();
  }

  private go(delta: -1 | 1): Promise<NavigationResult> {
    const entry = this.history.peek(delta);
    if (!entry) return Promise.resolve({ status: 'ignored', location: this.current });
    if (!this.throttle.pass())
      return Promise.resolve({ status: 'throttled', location: this.current });
    return Promise.resolve(this.start(entry.href, delta < 0 ? 'back' : 'forward', delta));
  }

  private start(
    target: NavigationTarget,
    action: NavigationAction,
    delta: number,
    flags: { force?: boolean; toErrorRoute?: boolean } = {},
  ): Step<NavigationResult> {
    this.supersede();
    const run = new NavigationRun(action, delta, flags.force === true, flags.toErrorRoute === true);
    // Only a navigation close on the heels of another waits out the loader debounce.
    run.debounced = this.loaderGate.enter();
    this.active = run;
    return attempt(
      () => this.proceed(run, target),
      (error) => this.fail(run, error, target),
    );
  }

  private supersede(): void {
    this.active?.cancel();
    this.active = null;
  }

  private proceed(run: NavigationRun, target: NavigationTarget): Step<NavigationResult> {
    const to = this.resolve(run, target);
    const from = this.current;
    if (run.delta === 0 && !run.force && from?.href === to.href) {
      return this.settle(run, { status: 'unchanged', location: from });
    }
    const refresh = run.force || (from !== null && from.path === to.path && from.href !== to.href);
    const attemptInfo: NavigationAttempt = { from, to, action: run.action, refresh };
    if (this.hooks.shouldNavigate.call(attemptInfo) === false) {
      return this.settle(run, { status: 'blocked', location: from });
    }
    this.setPending(to);
    const routes = routesToRun(this.table, attemptInfo);
    const data = keptData(this.loaderData, to, routes);
    const entering = enterRoutes(
      run,
      this.table,
      attemptInfo,
      routes,
      data,
      this.options.loaderDebounceMs,
    );
    return andThen(entering, (verdict) => {
      if (verdict === false) return this.settle(run, { status: 'blocked', location: from });
      if (verdict !== undefined && verdict !== true) {
        run.countRedirect();
        return this.proceed(run, this.redirectHref(verdict, to));
      }
      return this.commit(run, attemptInfo, data);
    });
  }

  /** The target's location, route redirects followed (the query kept unless one is given). */
  private resolve(run: NavigationRun, target: NavigationTarget): RouteLocation {
    let href = this.table.href(target);
    for (;;) {
      const to = this.table.match(href);
      if (!to) {
        throw new PickerError(ErrorCodes.ROUTE_NOT_FOUND, `no route matches "${href}"`);
      }
      const redirect = this.table.record(to.name)?.leaf.redirect;
      if (redirect === undefined) return to;
      run.countRedirect();
      href = this.redirectHref(typeof redirect === 'function' ? redirect(to) : redirect, to);
    }
  }

  /** A redirect's href: the query of the location redirected from is kept unless one is given. */
  private redirectHref(target: NavigationTarget, from: RouteLocation): string {
    const next = splitHref(this.table.href(target));
    return formatHref(next.path, Object.keys(next.query).length > 0 ? next.query : from.query);
  }

  private commit(
    run: NavigationRun,
    { from, to, refresh }: NavigationAttempt,
    data: Map<string, unknown>,
  ): NavigationResult {
    run.assertCurrent();
    runInAction(() => {
      if (run.delta !== 0) this.history.moveTo(run.delta, to);
      else if (run.action === 'replace') this.history.replace(to);
      else this.history.push(to);
      this.loaderData = data;
      this.pending = null;
      if (!run.toErrorRoute) this.error = null;
    });
    this.active = null;
    this.changes.push({ from, to, action: run.action, refresh });
    return { status: 'done', location: to };
  }

  private settle(run: NavigationRun, result: NavigationResult): NavigationResult {
    if (this.active === run) {
      this.active = null;
      this.setPending(null);
    }
    return result;
  }

  private fail(
    run: NavigationRun,
    error: unknown,
    target: NavigationTarget,
  ): Step<NavigationResult> {
    if (isCancelled(error) || this.active !== run) {
      // A cancellation that is not a newer navigation's (an aborted request) ends this one too.
      return this.settle(run, { status: 'superseded', location: this.current });
    }
    const failure = toPickerError(error, ErrorCodes.NAVIGATION_FAILED) as PickerError;
    this.active = null;
    runInAction(() => {
      this.pending = null;
      this.error = failure;
    });
    this.reportError(failure, { phase: 'navigation' });
    const errorRoute = this.errorRoute;
    if (errorRoute === null || run.toErrorRoute) {
      return { status: 'failed', location: this.current, error: failure };
    }
    let shown: NavigationTarget;
    try {
      shown = typeof errorRoute === 'string' ? { name: errorRoute } : errorRoute(failure, target);
    } catch (routeError) {
      console.error('[pickerkit] the error route target could not be made:', routeError);
      return { status: 'failed', location: this.current, error: failure };
    }
    const action = run.action === 'replace' ? 'replace' : 'push';
    return andThen(this.start(shown, action, 0, { toErrorRoute: true }), (result) => ({
      status: 'failed' as const,
      location: result.location,
      error: failure,
    }));
  }

  private setPending(location: RouteLocation | null): void {
    this.pending = location;
  }

  private notify(change: RouteChange): void {
    try {
      this.hooks.onRouteChange.call(change);
    } catch (error) {
      this.reportError(toPickerError(error) as PickerError, { phase: 'navigation' });
    }
  }
}

function hasPath(target: NavigationTarget | null | undefined): target is NavigationTarget {
  if (target === null || target === undefined) return false;
  if (typeof target === 'string') return target.trim() !== '';
  if ('name' in target) return typeof target.name === 'string' && target.name !== '';
  return typeof target.path === 'string' && target.path.trim() !== '';
}
