/**
 * Paths and base URLs: ids go into paths URL-encoded, a path never carries its own origin, and the
 * base URL of a call is the per-call (per-source) override, else the host's service URL, else the
 * address the UI-kit config gives.
 */
import { ErrorCodes, PickerError } from '../errors';
import type { BaseUrlOption } from './types';
import type { ServiceName } from './types';

/** Encodes one path segment. Empty, `.` and `..` are refused: they would change the path shape. */
export function encodePathSegment(value: string | number): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new PickerError(
      ErrorCodes.PARAM_INVALID,
      `path segment ${JSON.stringify(text)} is not valid: pass a non-empty id`,
    );
  }
  return encodeURIComponent(text);
}

/**
 * Tagged template for paths: every interpolated value is one encoded segment.
 * path`/kdteam/api/v1/team/${id}` with id "a/b" gives "/kdteam/api/v1/team/a%2Fb".
 */
export function path(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  let out = strings[0];
  values.forEach((value, index) => {
    out += encodePathSegment(value) + strings[index + 1];
  });
  return out;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** True when the text names its own origin: any scheme (http:, javascript:, data:) or `//`. */
export function isAbsoluteUrl(text: string): boolean {
  const trimmed = text.trim();
  return SCHEME.test(trimmed) || /^[/\\]{2}/.test(trimmed);
}

/** Refuses a path that would leave the service base URL (a URL that came from data, say). */
export function assertRelativePath(requestPath: string): void {
  if (typeof requestPath !== 'string' || isAbsoluteUrl(requestPath)) {
    throw new PickerError(
      ErrorCodes.PARAM_INVALID,
      `refusing to request ${JSON.stringify(String(requestPath))}: a path must be relative to ` +
        'the service base URL, not an absolute URL',
    );
  }
}

/** True for an http(s) URL or a path: what a base URL may be (never javascript:, data:, …). */
export function isHttpUrlOrPath(text: string): boolean {
  const trimmed = text.trim();
  return !SCHEME.test(trimmed) || /^https?:/i.test(trimmed);
}

/** A base URL must be http(s) or a path on the page's own origin. */
function assertBaseUrl(base: string, service: ServiceName): string {
  const trimmed = base.trim();
  if (!isHttpUrlOrPath(trimmed)) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      `base URL ${JSON.stringify(base)} of service "${service}" must use http: or https:`,
    );
  }
  return trimmed;
}

/** Picks a base URL out of a BaseUrlOption; undefined when the option does not name the service. */
export function pickBaseUrl(
  option: BaseUrlOption | undefined,
  service: ServiceName,
): string | undefined {
  if (option === undefined || option === null) return undefined;
  if (typeof option === 'string') return option;
  if (typeof option === 'function') return option(service);
  const value = option[service];
  return typeof value === 'string' ? value : undefined;
}

/** The base URL of a call: per-call override, else host services, else config addresses. */
export function resolveBaseUrl(
  service: ServiceName,
  override: BaseUrlOption | undefined,
  services: Partial<Record<string, string>>,
  configAddresses: Partial<Record<string, string>> = {},
): string {
  const base = pickBaseUrl(override, service) ?? services[service] ?? configAddresses[service];
  if (base === undefined || base === '') {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      `no base URL for service "${service}": pass createRequestClient({ services: { ${service}: ` +
        `'https://...' } })`,
    );
  }
  return assertBaseUrl(base, service);
}

/** Joins a base URL and a relative path with exactly one slash between them. */
export function joinUrl(base: string, requestPath: string): string {
  if (requestPath === '') return base;
  return `${base.replace(/\/+$/, '')}/${requestPath.replace(/^\/+/, '')}`;
}

/** The origin of a URL resolved against the page origin (relative URLs are same-origin). */
export function originOf(url: string, pageOrigin: string): string | null {
  try {
    return new URL(url, pageOrigin).origin;
  } catch {
    return null;
  }
}
