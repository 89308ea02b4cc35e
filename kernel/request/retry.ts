/**
 * Retries, only where a call asks for them (RequestOptions.retry). A cancellation is thrown at
 * once and ends the retrying; the wait between attempts is cut short by the signal.
 */
import { CancelledError } from '../errors';
import type { Result } from './types';

export interface RetryPolicy {
  /** Further attempts after the first failure (so at most times + 1 calls). */
  times: number;
  /** Wait between two attempts, in milliseconds. */
  delayMs: number;
}

/** The company-switch fetch (member-picker.md section 9): 6 more tries, 300 ms apart. */
export const COMPANY_SWITCH_RETRY: Readonly<RetryPolicy> = Object.freeze({
  times: 6,
  delayMs: 300,
});

/** Resolves after ms, or rejects with a CancelledError as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new CancelledError('request cancelled'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CancelledError('request cancelled'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs attempt until it answers without error or the policy is spent; the last pair is returned. */
export async function withRetry<T>(
  attempt: () => Promise<Result<T>>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<Result<T>> {
  const times = Math.max(0, Math.floor(policy.times));
  let result = await attempt();
  for (let tried = 0; result[0] !== null && tried < times; tried += 1) {
    await sleep(policy.delayMs, signal);
    result = await attempt();
  }
  return result;
}
