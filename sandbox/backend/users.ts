/**
 * Who is signed in: the cookie `pk_user` (personal, plus or isolated). Without the cookie, or
 * with an unknown value, the suite's default user answers: `plus` unless setDefaultUser changed
 * it. In-process tests in Node send no cookies, so they use setDefaultUser.
 */
import { SUITE_USER_KINDS, type SuiteUserKind } from './types';

export const USER_COOKIE = 'pk_user';

export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function isUserKind(value: unknown): value is SuiteUserKind {
  return typeof value === 'string' && (SUITE_USER_KINDS as readonly string[]).includes(value);
}

export function userKindOf(request: Request, fallback: SuiteUserKind): SuiteUserKind {
  const value = cookieValue(request, USER_COOKIE);
  return isUserKind(value) ? value : fallback;
}
