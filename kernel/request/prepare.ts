/**
 * Builds one call from its options: query (cross-account parameters on GETs to the suite's own
 * services only), headers
 * (Accept-Language for oversea), body (JSON or form) and the CSRF token (mutating calls to the
 * suite's own services only).
 */
import type { Release } from '../types';
import { CSRF_FORM_FIELD, CSRF_HEADER, ensureCsrfToken, isMutating, isOwnService } from './csrf';
import type { ResolvedEnvironment } from './environment';
import { readTransfer } from './environment';
import type { BodySchema } from './crypto';
import type { HttpMethod, RequestOptions } from './types';

export const TRANSFER_USER_PARAM = 'x-kso-su-user';
export const TRANSFER_COMPANY_PARAM = 'x-kso-su-company';
export const LANG_COOKIE = 'lang';
export const DEFAULT_OVERSEA_LANGUAGE = 'en-US';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface PreparedRequest {
  method: HttpMethod;
  baseURL: string;
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  /** The body as axios sends it (a form is already a string). */
  data: unknown;
  schema: BodySchema;
}

function paramText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Query text: undefined and null skipped, arrays repeated (`a=1&a=2`), objects as JSON. */
export function serializeParams(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, paramText(item));
    }
  }
  return search.toString();
}

/** A form body from a record (or from a string already encoded). */
function formBody(data: unknown): URLSearchParams {
  if (typeof data === 'string') return new URLSearchParams(data);
  if (data instanceof URLSearchParams) return new URLSearchParams(data);
  return new URLSearchParams(serializeParams((data ?? {}) as Record<string, unknown>));
}

export interface PrepareContext {
  release: Release;
  env: ResolvedEnvironment;
  /** Base URLs of the suite's own services (host services and config addresses). */
  serviceUrls: Array<string | undefined>;
  baseURL: string;
  method: HttpMethod;
  path: string;
  options: RequestOptions;
}

export function pageOrigin(env: ResolvedEnvironment): string {
  const origin = env.getWindow()?.location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

export function prepareRequest(ctx: PrepareContext): PreparedRequest {
  const { env, method, options } = ctx;
  const params: Record<string, unknown> = { ...(options.params ?? {}) };
  const headers: Record<string, string> = { ...(options.headers ?? {}) };

  // Only the suite's own services learn whom the picker acts for: never an origin that a
  // per-source base URL names.
  const ownService = isOwnService(ctx.baseURL, ctx.serviceUrls, pageOrigin(env));
  if (method === 'GET' && ownService) {
    const transfer = readTransfer(env.getWindow());
    if (transfer) {
      params[TRANSFER_USER_PARAM] = String(transfer.userId);
      params[TRANSFER_COMPANY_PARAM] = String(transfer.companyId);
    }
  }
  if (ctx.release === 'oversea') {
    headers['Accept-Language'] = env.cookies.get(LANG_COOKIE) || DEFAULT_OVERSEA_LANGUAGE;
  }

  const csrf = isMutating(method) && ownService ? ensureCsrfToken(env.cookies, env.crypto) : null;

  let data: unknown = options.data;
  let schema: BodySchema = data === undefined ? 'none' : 'json';
  if (options.form && method !== 'GET') {
    const form = formBody(options.data);
    if (csrf) form.set(CSRF_FORM_FIELD, csrf);
    data = form.toString();
    schema = 'form';
    headers['Content-Type'] = FORM_TYPE;
  } else if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  if (method === 'GET') {
    data = undefined;
    schema = 'none';
  }
  return { method, baseURL: ctx.baseURL, path: ctx.path, params, headers, data, schema };
}

/** The body as text, for the encrypted mode. */
export function bodyText(prepared: PreparedRequest): string | undefined {
  if (prepared.schema === 'none') return undefined;
  return typeof prepared.data === 'string' && prepared.schema === 'form'
    ? prepared.data
    : JSON.stringify(prepared.data);
}
