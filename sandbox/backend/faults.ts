/**
 * Injected faults, per path. A fault may add latency (then the request goes on to its handler
 * unless another effect applies), answer a status with the suite's error body or with a body of
 * its own, never answer (timeout), answer a malformed JSON body, answer the real 200 with its list
 * field turned into an object (listNotArray), or fail as a network error. `count` limits how many
 * requests it hits; without it the fault stays until cleared.
 */
import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, fail } from './http/errors';

export interface FaultSpec {
  /** Only this method (GET, POST, …); any method when absent. */
  method?: string;
  /** Milliseconds to wait before answering (or before passing on to the handler). */
  latency?: number;
  /** Answer this status with `{ result, msg }` (defaults per status, e.g. 401 userNotLogin). */
  status?: number;
  result?: string;
  msg?: string;
  /**
   * Answer this JSON body as it is (with `status`, 200 when none), e.g. the real service's
   * `{ result: 'permissionDenied', code: 40300002, msg }` or a 200 whose fields have the wrong type.
   */
  body?: unknown;
  /**
   * Pass the request to its handler and answer its 200 body with a list field turned into an
   * object keyed by index (`{ "0": row, … }`): the named field, or every top-level list with
   * `true`. A body without that list field is answered 500 saying so.
   */
  listNotArray?: true | string;
  /** Never answer. */
  timeout?: boolean;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Fail at the network level (msw HttpResponse.error(); the HTTP server drops the socket). */
  networkError?: boolean;
  /** How many matching requests it hits; unlimited when absent. */
  count?: number;
}

export interface FaultEntry {
  path: string;
  spec: FaultSpec;
  /** Requests it has hit so far. */
  hits: number;
}

export interface Faults {
  /**
   * Adds a fault for a path on the suite origin, e.g. '/account/p/auth/check'. A trailing '*'
   * matches a prefix ('/directory/*'); an absolute URL is reduced to its path. Later faults on
   * the same path replace earlier ones.
   */
  inject(path: string, spec: FaultSpec): void;
  /** Clears one path's fault, or all faults. */
  clear(path?: string): void;
  list(): FaultEntry[];
}

export const MALFORMED_BODY = '{"result":"ok","data":[{"id":1,';

export function normalisePath(path: string): string {
  if (/^https?:\/\//.test(path)) return new URL(path).pathname;
  return path.startsWith('/') ? path : `/${path}`;
}

function validate(spec: FaultSpec): void {
  const effects = [
    spec.status !== undefined || spec.body !== undefined,
    spec.listNotArray !== undefined,
    spec.timeout,
    spec.malformed,
    spec.networkError,
  ].filter(Boolean);
  if (effects.length > 1)
    throw new Error(
      'A fault has at most one of status (and/or body), listNotArray, timeout, malformed, networkError',
    );
  if (spec.latency === undefined && effects.length === 0)
    throw new Error('A fault needs an effect or a latency');
  if (spec.count !== undefined && (!Number.isInteger(spec.count) || spec.count < 1)) {
    throw new Error('count must be a positive integer');
  }
}

/** Turns a list into an object keyed by index: valid JSON, wrong type. */
function asObject(list: unknown[]): Record<string, unknown> {
  return Object.fromEntries(list.map((row, i) => [String(i), row]));
}

/** The real answer with its list field(s) of the wrong type, or a 500 naming what is missing. */
async function withListNotArray(
  answer: Response | undefined,
  field: true | string,
): Promise<Response> {
  if (!answer) return fail(404, 'notFound', 'listNotArray: no handler answers this path');
  let body: unknown;
  try {
    body = await answer.clone().json();
  } catch {
    return answer;
  }
  if (typeof body !== 'object' || body === null) return answer;
  const record = { ...(body as Record<string, unknown>) };
  const fields =
    field === true ? Object.keys(record).filter((k) => Array.isArray(record[k])) : [field];
  const missing = fields.length === 0 ? 'any list' : fields.find((k) => !Array.isArray(record[k]));
  if (missing !== undefined) {
    return fail(500, 'ServerError', `listNotArray: the answer has no list field ${missing}`);
  }
  for (const k of fields) record[k] = asObject(record[k] as unknown[]);
  return HttpResponse.json(record, { status: answer.status, headers: answer.headers });
}

export function createFaults(): {
  faults: Faults;
  /** `next`: the handlers after the faults (what a listNotArray fault asks for the real answer). */
  handler: (origin: string, next: () => HttpHandler[]) => HttpHandler;
} {
  const entries = new Map<string, FaultEntry>();
  const find = (pathname: string, method: string): FaultEntry | undefined => {
    const candidates = [...entries.values()].filter((e) => {
      if (e.spec.method && e.spec.method.toUpperCase() !== method) return false;
      if (e.path.endsWith('*')) return pathname.startsWith(e.path.slice(0, -1));
      return e.path === pathname;
    });
    return candidates.find((e) => !e.path.endsWith('*')) ?? candidates[0];
  };
  const faults: Faults = {
    inject(path, spec) {
      validate(spec);
      const key = normalisePath(path);
      entries.set(key, { path: key, spec: { ...spec }, hits: 0 });
    },
    clear(path) {
      if (path === undefined) entries.clear();
      else entries.delete(normalisePath(path));
    },
    list: () => [...entries.values()].map((e) => ({ ...e, spec: { ...e.spec } })),
  };
  const handler = (origin: string, next: () => HttpHandler[]): HttpHandler =>
    http.all(`${origin}/*`, async ({ request }) => {
      const entry = find(new URL(request.url).pathname, request.method);
      if (!entry) return undefined;
      entry.hits++;
      const { spec } = entry;
      if (spec.count !== undefined && entry.hits >= spec.count) entries.delete(entry.path);
      if (spec.latency) await delay(spec.latency);
      if (spec.timeout) {
        await delay('infinite');
        return undefined;
      }
      if (spec.networkError) return HttpResponse.error();
      if (spec.malformed) {
        return new HttpResponse(MALFORMED_BODY, {
          headers: { 'content-type': 'application/json' },
        });
      }
      if (spec.listNotArray !== undefined) {
        return withListNotArray(await getResponse(next(), request), spec.listNotArray);
      }
      if (spec.body !== undefined) {
        return HttpResponse.json(spec.body as Record<string, unknown>, {
          status: spec.status ?? 200,
        });
      }
      if (spec.status !== undefined) {
        return HttpResponse.json(errorBody(spec.status, spec.result, spec.msg), {
          status: spec.status,
        });
      }
      return undefined;
    });
  return { faults, handler };
}
