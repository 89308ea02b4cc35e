/**
 * The current user: POST /p/auth/check on the account service, mapped to CurrentUser. The answer
 * is cached per request client after the first successful call; a failure is not cached.
 */
import type { CurrentUser, RequestClient } from '../../../kernel';
import { post, type CallScope } from '../shared/fetch';
import { idOf } from '../shared/values';

/** The fields of /p/auth/check the picker reads. */
export interface AuthCheckResponse {
  userid: number | string;
  pic?: string;
  nickname?: string;
  is_plus?: boolean;
  companyid?: number | string;
  is_company_account?: boolean;
}

export function toCurrentUser(raw: AuthCheckResponse): CurrentUser {
  const companyId = idOf(raw.companyid);
  return {
    userid: idOf(raw.userid),
    avatar: raw.pic ?? '',
    name: raw.nickname ?? '',
    companyId: companyId !== '' && companyId !== '0' ? companyId : undefined,
    is_plus: raw.is_plus === true,
    isAccountIsolation: raw.is_company_account ?? false,
    raw,
  };
}

const cache = new WeakMap<RequestClient, Promise<CurrentUser>>();
const answered = new WeakMap<RequestClient, CurrentUser>();

export function fetchCurrentUser(scope: CallScope): Promise<CurrentUser> {
  const cached = cache.get(scope.client);
  if (cached) return cached;
  const pending = post<AuthCheckResponse>(scope, 'account', '/p/auth/check').then(toCurrentUser);
  cache.set(scope.client, pending);
  pending.then(
    (user) => {
      if (cache.get(scope.client) === pending) answered.set(scope.client, user);
    },
    () => {
      if (cache.get(scope.client) === pending) cache.delete(scope.client);
    },
  );
  return pending;
}

/** The user the check answered for this client before, without asking; undefined when none has. */
export function knownCurrentUser(client: RequestClient): CurrentUser | undefined {
  return answered.get(client);
}
