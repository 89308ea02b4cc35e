/**
 * The CSRF token: a cookie `csrf` of 32 random characters, created when missing, sent on POST, PUT
 * and DELETE to the suite's own services only (finder.md section 7).
 */
import type { CookieJar } from './environment';
import { randomString } from './environment';
import type { HttpMethod } from './types';
import { originOf } from './paths';

export const CSRF_COOKIE = 'csrf';
export const CSRF_LENGTH = 32;
export const CSRF_HEADER = 'X-CSRFToken';
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

export function isMutating(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'DELETE';
}

/** The token of the cookie jar; a new one is stored when the cookie is missing or malformed. */
export function ensureCsrfToken(cookies: CookieJar, crypto: Crypto): string {
  const current = cookies.get(CSRF_COOKIE);
  if (current && current.length === CSRF_LENGTH) return current;
  const token = randomString(CSRF_LENGTH, crypto);
  cookies.set(CSRF_COOKIE, token);
  return token;
}

/**
 * True when the base URL of a call is on the origin of one of the suite's services (the configured
 * service base URLs). Relative URLs resolve against the page origin.
 */
export function isOwnService(
  baseUrl: string,
  serviceUrls: Iterable<string | undefined>,
  pageOrigin: string,
): boolean {
  const target = originOf(baseUrl, pageOrigin);
  if (target === null) return false;
  for (const url of serviceUrls) {
    if (url && originOf(url, pageOrigin) === target) return true;
  }
  return false;
}
