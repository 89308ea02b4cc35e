/**
 * Router timings, checked at creation. The defaults are the finder's (finder.md section 9):
 * back and forward throttled to one step per 50 ms, route loaders started after 100 ms without a
 * newer navigation, and onRouteChange reported after 50 ms of quiet. 0 turns a timing off.
 */
import { ErrorCodes, PickerError } from '../errors';

export interface RouterOptions {
  /** back()/forward() again within this window is ignored (a double click moves one step). */
  backForwardThrottleMs?: number;
  /** Loaders start after this long without a newer navigation; superseded ones never run. */
  loaderDebounceMs?: number;
  /** Route changes within this window reach onRouteChange once, with the last location. */
  hookDebounceMs?: number;
}

export type ResolvedRouterOptions = Required<RouterOptions>;

export const ROUTER_DEFAULTS: ResolvedRouterOptions = Object.freeze({
  backForwardThrottleMs: 50,
  loaderDebounceMs: 100,
  hookDebounceMs: 50,
});

export function resolveRouterOptions(options: RouterOptions = {}): ResolvedRouterOptions {
  if (typeof options !== 'object' || options === null) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      'router options must be an object, e.g. { loaderDebounceMs: 100 }',
    );
  }
  const resolved = { ...ROUTER_DEFAULTS };
  for (const key of Object.keys(ROUTER_DEFAULTS) as Array<keyof ResolvedRouterOptions>) {
    const value = options[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new PickerError(
        ErrorCodes.OPTIONS_INVALID,
        `router.${key} ${String(value)} is not valid: use a number of milliseconds, 0 or more ` +
          `(default ${ROUTER_DEFAULTS[key]})`,
      );
    }
    resolved[key] = value;
  }
  return resolved;
}
