/**
 * Service-entry discovery (union-selector.md section 7): where the suite's services live.
 * - oversea release: a public entry JSON (its address is an option; the spec does not name it);
 * - otherwise the page is asked for its `x-origin` header (GET of the page URL with `debugger=1`).
 *   The spec's page does this with a synchronous request; here it is an ordinary async fetch, so
 *   discovery never blocks the page. An x-origin that starts with `http://` or with the page host
 *   names a private deployment whose entry is `{origin}/encryption/wps-private-entry.json`, asked
 *   for with `_noencryption=1` (the entry call is never encrypted). Any other x-origin is warned
 *   about and the domestic mode is used; so is a page without the header.
 * These calls go to absolute URLs, so they use fetch rather than the service client.
 */
import { CancelledError } from '../errors';
import type { Release } from '../types';
import type { Logger, WindowLike } from './environment';
import { SERVICE_NAMES, type ServiceName } from './types';

export const PRIVATE_ENTRY_PATH = '/encryption/wps-private-entry.json';
export const X_ORIGIN_HEADER = 'x-origin';

/** `failed` marks a fallback after an entry that could not be loaded (it is not to be kept). */
export type ServiceEntry = (
  | { mode: 'domestic' }
  | { mode: 'oversea'; entry: Record<string, unknown> }
  | { mode: 'private'; origin: string; entry: Record<string, unknown> }
) & { failed?: boolean };

export interface ServiceEntryOptions {
  release?: Release;
  /** The oversea public entry JSON. Required for the oversea release. */
  overseaEntryUrl?: string;
  /** The page to ask for x-origin; default window.location.href. */
  pageUrl?: string;
  /** The page host an x-origin may start with; default window.location.host. */
  pageHost?: string;
  fetch?: typeof fetch;
  getWindow?: () => WindowLike | undefined;
  logger?: Logger;
  signal?: AbortSignal;
}

export function privateEntryUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${PRIVATE_ENTRY_PATH}?_noencryption=1`;
}

/** The spec's rule: an x-origin is used only when it starts with `http://` or the page host. */
export function isAcceptedXOrigin(value: string, pageHost: string | undefined): boolean {
  return value.startsWith('http://') || (Boolean(pageHost) && value.startsWith(pageHost as string));
}

function withQuery(url: string, key: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}

function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CancelledError('service-entry discovery cancelled');
}

/** An x-origin that starts with the bare page host gets the page's protocol. */
function absoluteOrigin(value: string, protocol: string | undefined): string {
  return /^https?:\/\//i.test(value) ? value : `${protocol ?? 'https:'}//${value}`;
}

async function getJson(
  doFetch: typeof fetch,
  url: string,
  signal: AbortSignal | undefined,
): Promise<Record<string, unknown>> {
  const response = await doFetch(url, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('the entry is not a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Reads the x-origin header of the page (GET {pageUrl}?debugger=1); null when absent or failed. */
export async function readXOrigin(
  pageUrl: string,
  doFetch: typeof fetch,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const response = await doFetch(withQuery(pageUrl, 'debugger', '1'), {
      credentials: 'include',
      signal,
    });
    return response.headers.get(X_ORIGIN_HEADER);
  } catch {
    throwIfCancelled(signal);
    return null;
  }
}

export async function discoverServiceEntry(
  options: ServiceEntryOptions = {},
): Promise<ServiceEntry> {
  const logger = options.logger ?? console;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const win = (options.getWindow ?? (() => (typeof window === 'undefined' ? undefined : window)))();
  const { signal } = options;

  if (options.release === 'oversea') {
    if (!options.overseaEntryUrl) {
      logger.warn('[pickerkit] oversea release without overseaEntryUrl: no service entry loaded');
      return { mode: 'oversea', entry: {} };
    }
    try {
      return { mode: 'oversea', entry: await getJson(doFetch, options.overseaEntryUrl, signal) };
    } catch (error) {
      throwIfCancelled(signal);
      logger.warn('[pickerkit] the oversea service entry failed to load:', error);
      return { mode: 'oversea', entry: {}, failed: true };
    }
  }

  const pageUrl = options.pageUrl ?? win?.location?.href;
  if (!pageUrl) return { mode: 'domestic' };
  const origin = await readXOrigin(pageUrl, doFetch, signal);
  if (!origin) return { mode: 'domestic' };
  const pageHost = options.pageHost ?? win?.location?.host;
  if (!isAcceptedXOrigin(origin, pageHost)) {
    logger.warn(
      `[pickerkit] x-origin ${JSON.stringify(origin)} starts neither with http:// nor with the ` +
        `page host ${JSON.stringify(pageHost ?? '')}; using the domestic mode`,
    );
    return { mode: 'domestic' };
  }
  const privateOrigin = absoluteOrigin(origin, win?.location?.protocol);
  try {
    const entry = await getJson(doFetch, privateEntryUrl(privateOrigin), signal);
    return { mode: 'private', origin: privateOrigin, entry };
  } catch (error) {
    throwIfCancelled(signal);
    logger.warn('[pickerkit] the private service entry failed to load; domestic mode:', error);
    return { mode: 'domestic', failed: true };
  }
}

/** The base URLs an entry names for the client's services (string values only). */
export function entryServices(
  entry: Record<string, unknown>,
): Partial<Record<ServiceName, string>> {
  const services: Partial<Record<ServiceName, string>> = {};
  for (const name of SERVICE_NAMES) {
    const value = entry[name];
    if (typeof value === 'string' && value !== '') services[name] = value;
  }
  return services;
}
