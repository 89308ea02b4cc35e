/**
 * A call init makes only for a new-company user (the joined companies, the workspace company),
 * sent beside the account check instead of after its answer: whether the user is one is known
 * only from that answer, and waiting for it before asking cost the open a whole round trip (the
 * check, then the companies, then the first list). When the check answers that the user is not
 * one, or fails, the call is dropped: aborted, and its answer or failure read by no one. When the
 * user is known already (the check's answer is kept per client), nothing is asked ahead.
 */
import { CancelledError, isNewCompanyUser } from '../../../kernel';
import type { CallScope } from '../shared/fetch';
import { knownCurrentUser } from './currentUser';

export interface AskedBesideTheCheck<T> {
  /** The call's answer: for the new-company user the check found. */
  take(): Promise<T>;
  /** The user is not a new-company user, or the check failed: the call is aborted. */
  drop(): void;
}

/**
 * Starts `ask` now unless the user is known and is not a new-company user (then null: nothing to
 * ask). The call follows `scope`'s signal too.
 */
export function askBesideTheCheck<T>(
  scope: CallScope,
  ask: (scope: CallScope) => Promise<T>,
): AskedBesideTheCheck<T> | null {
  const known = knownCurrentUser(scope.client);
  if (known && !isNewCompanyUser(known)) return null;
  const controller = new AbortController();
  const outer = scope.signal;
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  const answer = ask({ ...scope, signal: controller.signal });
  const settle = () => outer?.removeEventListener('abort', follow);
  // Read by take(); the failure of a dropped call is no one's.
  answer.then(settle, settle);
  return {
    take: () => answer,
    drop() {
      settle();
      controller.abort(new CancelledError());
    },
  };
}
