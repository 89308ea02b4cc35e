/**
 * What the suite received, request by request, so tests can check what a client really sent:
 * method, path, query, headers and body text as they arrived on the wire. An encrypted call is
 * recorded as the POST it was on the wire, with the call it carried under `decrypted`.
 */

/** Query values: one value as a string, a repeated parameter as an array. */
export type RecordedQuery = Record<string, string | string[]>;

export interface DecryptedCall {
  method: string;
  path: string;
  query: RecordedQuery;
  /** How the original body was encoded: json, form or none. */
  schema: string;
  body: string;
}

export interface RecordedRequest {
  method: string;
  /** The path on the suite origin, e.g. '/account/p/auth/check'. */
  path: string;
  query: RecordedQuery;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body text ('' when there was none). */
  body: string;
  /** Milliseconds since the epoch. */
  at: number;
  /** Only for an encrypted call: what it carried, as the suite decrypted it. */
  decrypted?: DecryptedCall;
}

/** The oldest requests are dropped beyond this many (the HTTP server runs for long sessions). */
export const MAX_RECORDED_REQUESTS = 2000;

export function queryOf(search: URLSearchParams): RecordedQuery {
  const query: RecordedQuery = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

async function bodyText(request: Request): Promise<string> {
  if (request.method === 'GET' || request.method === 'HEAD') return '';
  try {
    return await request.clone().text();
  } catch {
    // A body already consumed or unreadable: record the request without it.
    return '';
  }
}

/** Records one request (its body read from a clone) and returns the entry. */
export async function recordRequest(
  log: RecordedRequest[],
  request: Request,
): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    query: queryOf(url.searchParams),
    headers,
    body: await bodyText(request),
    at: Date.now(),
  };
  log.push(entry);
  if (log.length > MAX_RECORDED_REQUESTS) log.splice(0, log.length - MAX_RECORDED_REQUESTS);
  return entry;
}
