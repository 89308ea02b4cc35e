import { vi } from 'vitest';
import { createHookCatalogue } from '../../../../kernel/hooks';
import { Router } from '../../../../kernel/navigation/Router';
import type { RouterOptions } from '../../../../kernel/navigation/routerOptions';
import type { RouteDefinition } from '../../../../kernel/navigation/routeTypes';

/** Timings off: every step answers at once unless a guard or loader is asynchronous. */
export const NO_TIMINGS: RouterOptions = {
  backForwardThrottleMs: 0,
  loaderDebounceMs: 0,
  hookDebounceMs: 0,
};

export function makeRouter(routes: RouteDefinition[], options: RouterOptions = NO_TIMINGS) {
  const hooks = createHookCatalogue();
  const reportError = vi.fn();
  const router = new Router({ hooks, options, reportError });
  router.addRoutes(routes);
  return { router, hooks, reportError };
}

/** A promise with its resolve and reject in hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
