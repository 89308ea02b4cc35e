/**
 * Who is signed in: the cookie `pk_user` (personal, plus or isolated). Without the cookie, or
 * with an unknown value, the suite's default user answers: `plus` unless setDefaultUser changed
 * it. In-process tests in Node send no cookies, so they use setDefaultUser.
 *
 * `pk_user=signed_out` is a session that has ended: every data call of the account, team, plus,
 * directory and drive services answers 401 userNotLogin (finder.md section 8), as the real suite
 * does once the sign-in cookie is gone. Config, usage events and images still answer.
 */
import { http, type HttpHandler } from 'msw';
import { IDENTITIES } from './data/identities';
import { fail } from './http/errors';
import { SUITE_USER_KINDS, type SuiteUserKind } from './types';

/**
 * Cross-account transfer (union-selector.md section 4): a GET carrying `x-kso-su-user` (and
 * `x-kso-su-company`) is answered for that user, in that company. Other methods ignore them.
 */
export const TRANSFER_USER_PARAM = 'x-kso-su-user';
export const TRANSFER_COMPANY_PARAM = 'x-kso-su-company';

export interface TransferTarget {
  userid?: number;
  companyid?: number;
}

export function transferTarget(request: Request): TransferTarget {
  if (request.method !== 'GET') return {};
  const params = new URL(request.url).searchParams;
  const user = params.get(TRANSFER_USER_PARAM);
  const company = params.get(TRANSFER_COMPANY_PARAM);
  return {
    ...(user ? { userid: Number(user) } : {}),
    ...(company ? { companyid: Number(company) } : {}),
  };
}

function kindOfUserid(userid: number): SuiteUserKind | undefined {
  return SUITE_USER_KINDS.find((k) => IDENTITIES[k].userid === userid);
}

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
  const target = transferTarget(request).userid;
  const transferred = target === undefined ? undefined : kindOfUserid(target);
  if (transferred) return transferred;
  const value = cookieValue(request, USER_COOKIE);
  return isUserKind(value) ? value : fallback;
}

/** The cookie value of a session that has ended. */
export const SIGNED_OUT = 'signed_out';
export const SIGNED_OUT_MESSAGE = 'Account signed out. Please sign in again.';
const SIGNED_IN_SERVICES = ['account', 'team', 'plus', 'directory', 'drive'];

export function isSignedOut(request: Request): boolean {
  return cookieValue(request, USER_COOKIE) === SIGNED_OUT;
}

/**
 * Answers 401 userNotLogin to a signed-out session's data calls; any other request falls through
 * to the next handler (an msw resolver that returns nothing passes the request on).
 */
export function signedOutHandler(origin: string): HttpHandler {
  return http.all(`${origin}/:service/*`, ({ request, params }) => {
    if (!isSignedOut(request)) return undefined;
    if (!SIGNED_IN_SERVICES.includes(String(params.service))) return undefined;
    if (/\.(svg|png)$/.test(new URL(request.url).pathname)) return undefined;
    return fail(401, 'userNotLogin', SIGNED_OUT_MESSAGE);
  });
}

/**
 * Refuses a transfer the suite cannot act for: an unknown x-kso-su-user, or an x-kso-su-company
 * the target is not in (403 permissionDenied). Anything else falls through.
 */
export function transferHandler(origin: string, fallback: () => SuiteUserKind): HttpHandler {
  return http.get(`${origin}/:service/*`, ({ request }) => {
    const target = transferTarget(request);
    if (target.userid === undefined && target.companyid === undefined) return undefined;
    if (target.userid !== undefined && !kindOfUserid(target.userid)) {
      return fail(403, 'permissionDenied', `Cannot act for user ${target.userid}.`);
    }
    const who = IDENTITIES[userKindOf(request, fallback())];
    const company = target.companyid;
    if (company !== undefined && company !== 0 && !who.companyIds.includes(company)) {
      return fail(403, 'permissionDenied', `User ${who.userid} is not in company ${company}.`);
    }
    return undefined;
  });
}
