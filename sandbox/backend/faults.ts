/**
 * Injected faults, per path. A fault may add latency (then the request goes on to its handler
 * unless another effect applies), answer a status with the suite's error body, never answer
 * (timeout), answer a malformed JSON body, or fail as a network error. `count` limits how many
 * requests it hits; without it the fault stays until cleared.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './http/errors';

export interface FaultSpec {
  /** Only this method (GET, POST, …); any method when absent. */
  method?: string;
  /** Milliseconds to wait before answering (or before passing on to the handler). */
  latency?: number;
  /** Answer this status with `{ result, msg }` (defaults per status, e.g. 401 userNotLogin). */
  status?: number;
  result?: string;
  msg?: string;
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
    spec.status !== undefined,
    spec.timeout,
    spec.malformed,
    spec.networkError,
  ].filter(Boolean);
  if (effects.length > 1)
    throw new Error('A fault has at most one of status, timeout, malformed, networkError');
  if (spec.latency === undefined && effects.length === 0)
    throw new Error('A fault needs an effect or a latency');
  if (spec.count !== undefined && (!Number.isInteger(spec.count) || spec.count < 1)) {
    throw new Error('count must be a positive integer');
  }
}

export function createFaults(): { faults: Faults; handler: (origin: string) => HttpHandler } {
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
  const handler = (origin: string): HttpHandler =>
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
      if (spec.status !== undefined) {
        return HttpResponse.json(errorBody(spec.status, spec.result, spec.msg), {
          status: spec.status,
        });
      }
      return undefined;
    });
  return { faults, handler };
}
