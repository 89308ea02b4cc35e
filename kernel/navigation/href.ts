/**
 * Paths and queries of the in-memory router. Queries are read and written with the platform's
 * URLSearchParams, so encoding follows the URL standard.
 */
import type { QueryInput, RouteQuery } from './routeTypes';

/** A path always starts with one slash. */
export function normalisePath(path: string): string {
  const trimmed = path.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** Splits `path?query#hash` into the path and its query (the hash has no meaning here). */
export function splitHref(href: string): { path: string; query: RouteQuery } {
  const withoutHash = href.split('#', 1)[0];
  const mark = withoutHash.indexOf('?');
  const path = mark === -1 ? withoutHash : withoutHash.slice(0, mark);
  const search = mark === -1 ? '' : withoutHash.slice(mark + 1);
  return { path: normalisePath(path), query: readQuery(new URLSearchParams(search)) };
}

function readQuery(search: URLSearchParams): RouteQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/** The query of a target as strings, without null or undefined values. */
export function queryFromInput(input: QueryInput | undefined): RouteQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value !== null && value !== undefined) query[key] = String(value);
  }
  return query;
}

/** `path?query`, the query in its keys' order; no `?` when the query is empty. */
export function formatHref(path: string, query: RouteQuery): string {
  const search = new URLSearchParams(Object.entries(query)).toString();
  return search ? `${path}?${search}` : path;
}
