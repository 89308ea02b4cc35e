/**
 * The router's public shapes: route definitions a preset declares, locations the router commits,
 * navigation targets and results, and what guards, loaders and route hooks receive.
 */
import type { PickerError } from '../errors';

/** A parameter's value once matched: a string, or a number for numeric parameters. */
export type ParamValue = string | number;
export type RouteParams = Readonly<Record<string, ParamValue>>;
/** Query values: one string per key (the first when a key repeats). */
export type RouteQuery = Readonly<Record<string, string>>;
/** What a caller may put in a query; null and undefined leave the key out. */
export type QueryInput = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type ParamsInput = Readonly<Record<string, ParamValue | undefined>>;

/**
 * How a parameter is read from its path segment: 'string' (the default), 'number' (a whole number
 * in decimal digits, so `fid` of `team/:tid{/:fid}` is numeric), or a parser returning the value,
 * or undefined when the segment does not fit (the route then does not match).
 */
export type ParamKind = 'string' | 'number' | ((raw: string) => ParamValue | undefined);

/** Where to go: a path (with an optional `?query`), or a route by name, or a path plus a query. */
export type NavigationTarget =
  | string
  | { name: string; params?: ParamsInput; query?: QueryInput }
  | { path: string; query?: QueryInput };

/** A matched location: what the router shows now, or is about to show. */
export interface RouteLocation {
  /** The leaf route's name. */
  name: string;
  /** The path, without the query. */
  path: string;
  /** Path plus query: two locations are the same when their hrefs are. */
  href: string;
  params: RouteParams;
  query: RouteQuery;
  /** Names of the matched routes, outermost first (parents, then the leaf). */
  matched: readonly string[];
  /** The leaf's meta, as declared. */
  meta: Readonly<Record<string, unknown>>;
  /** True when the entry leaves the back-history once the user navigates away from it. */
  transient: boolean;
}

/** What kind of move a navigation is. */
export type NavigationAction = 'push' | 'replace' | 'back' | 'forward';

/** What guards, loaders, redirects and shouldNavigate are told about a navigation. */
export interface NavigationAttempt {
  from: RouteLocation | null;
  to: RouteLocation;
  action: NavigationAction;
  /** Same path as the current location with another query: loaders should fetch afresh. */
  refresh: boolean;
}

/**
 * A guard's answer: true or undefined lets the navigation through, false stops it (nothing
 * changes), a target redirects there (keeping the query unless it sets one). A guard that throws or rejects sends the router to its
 * error route with the error.
 */
export type GuardResult = boolean | undefined | void | NavigationTarget;

/** What a guard and a loader receive. */
export interface RouteContext extends NavigationAttempt {
  /** Aborted when a newer navigation supersedes this one. */
  signal: AbortSignal;
  /** Data of the enclosing routes' loaders, by route name (loaded before this route's guard). */
  parentData: ReadonlyMap<string, unknown>;
}

/** A route of the table. Paths use path-to-regexp 8 syntax: `:name`, optional `{/:name}`. */
export interface RouteDefinition {
  name: string;
  /** Relative to the parent's path; a leading slash is optional; '' is the parent's own path. */
  path: string;
  /** How each parameter of the path is read (default 'string'). */
  params?: Readonly<Record<string, ParamKind>>;
  /** Where this route sends the user instead (the query is kept unless the target sets one). */
  redirect?: NavigationTarget | ((to: RouteLocation) => NavigationTarget);
  /**
   * Runs when the route is entered, when its own params change, and always for the leaf; after
   * the enclosing routes' guards and loaders, so it can read their data.
   */
  guard?: (context: RouteContext) => GuardResult | Promise<GuardResult>;
  /** Fetches what the route shows, right after its guard passed (the first one after the debounce). */
  load?: (context: RouteContext) => unknown;
  /** The entry leaves the back-history once the user navigates away (a search, a password form). */
  transient?: boolean;
  meta?: Readonly<Record<string, unknown>>;
  /** Nested routes; a route with children matches only through one of them. */
  children?: readonly RouteDefinition[];
}

/** How a navigation ended. */
export type NavigationStatus =
  /** Committed: the location is the target (or where its redirects and guards sent it). */
  | 'done'
  /** The target is the current location (same path and query): nothing ran. */
  | 'unchanged'
  /** shouldNavigate or a guard said false: nothing changed. */
  | 'blocked'
  /** A newer navigation started before this one finished. */
  | 'superseded'
  /** A guard, loader or the target itself failed: see `error` (the error route may be shown). */
  | 'failed'
  /** Nothing to do: no path given, or no entry to go back or forward to. */
  | 'ignored'
  /** back() or forward() again within the throttle window. */
  | 'throttled';

export interface NavigationResult {
  status: NavigationStatus;
  /** The location after the navigation (the current one when it did not commit). */
  location: RouteLocation | null;
  error?: PickerError;
}

/** What onRouteChange reports: several changes within the hook debounce report once. */
export interface RouteChange {
  from: RouteLocation | null;
  to: RouteLocation;
  action: NavigationAction;
  refresh: boolean;
}

/** Where a failed navigation goes: a route name, or a target built from the error. */
export type ErrorRouteTarget =
  string | ((error: PickerError, attempted: NavigationTarget) => NavigationTarget);
