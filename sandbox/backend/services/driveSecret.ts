/**
 * The secret (private) space lock: status, unlock with a per-user daily attempt counter, relock.
 * Wrong passwords answer `SecretGroupPasswordError:<remaining>`; the last allowed failure and any
 * try after it answer `SecretGroupPasswordRetriesLimitError` until the next UTC day.
 */
import { http, type HttpHandler } from 'msw';
import {
  SECRET_ACTIVE_MS,
  SECRET_ATTEMPTS_PER_DAY,
  SECRET_MIN_VIP,
  SECRET_PASSWORD,
} from '../data/driveCatalog';
import { secretActive, utcDay } from './driveAccess';
import { fail, ok, readBody } from './driveHttp';
import type { DriveStore, DriveView } from './driveStore';

function remaining(view: DriveView, nowMs: number): number {
  const state = view.secret;
  const today = utcDay(nowMs);
  if (state.day !== today) {
    state.day = today;
    state.failures = 0;
  }
  return (view.settings.unlockAttempts ?? SECRET_ATTEMPTS_PER_DAY) - state.failures;
}

export function secretHandlers(store: DriveStore, base: string): HttpHandler[] {
  return [
    http.get(`${base}/api/v3/groups/secret/lock`, ({ request }) => {
      const view = store.view(request);
      const now = Date.now();
      return ok({
        result: 'ok',
        groupid: view.ds.own.secret.id,
        status: secretActive(view, now) ? 'active' : 'lock',
        remaining: remaining(view, now),
      });
    }),

    // Designed addition: locks the space again (the sandbox's "lock now").
    http.put(`${base}/api/v3/groups/secret/lock`, ({ request }) => {
      const view = store.view(request);
      view.secret.activeUntil = 0;
      return ok({ result: 'ok', status: 'lock' });
    }),

    http.put(`${base}/api/v3/groups/secret/unlock`, async ({ request }) => {
      const view = store.view(request);
      if (view.vipLevel < SECRET_MIN_VIP) return fail('MembershipExpired');
      const body = await readBody(request);
      const password = typeof body.password === 'string' ? body.password : '';
      if (password === '') return fail('InvalidArgument', 'password is required');
      const now = Date.now();
      if (remaining(view, now) <= 0) return fail('SecretGroupPasswordRetriesLimitError');
      if (password === SECRET_PASSWORD) {
        view.secret.failures = 0;
        view.secret.activeUntil = now + SECRET_ACTIVE_MS;
        return ok({ result: 'ok', status: 'active', groupid: view.ds.own.secret.id });
      }
      view.secret.failures += 1;
      const left = remaining(view, now);
      if (left <= 0) return fail('SecretGroupPasswordRetriesLimitError');
      return fail(
        'SecretGroupPasswordError',
        `Incorrect password. ${left} attempts left today.`,
        `SecretGroupPasswordError:${left}`,
      );
    }),
  ];
}
