/**
 * The private space's two calls (finder.md section 7): GET /api/v3/groups/secret/lock gives the
 * lock status (lock or active), PUT /api/v3/groups/secret/unlock with body {password} opens it.
 * The password goes into that one request body and nowhere else: it is not kept, logged or put
 * in a URL.
 */
import { PickerError, ErrorCodes, type PickerKernel } from '../../../kernel';
import { call, get } from '../../sources/shared/fetch';

export type SecretStatus = 'lock' | 'active';

export interface SecretLock {
  status: SecretStatus;
  /** Attempts left today, when the suite says. */
  remaining?: number;
}

export async function fetchSecretLock(
  kernel: PickerKernel,
  signal?: AbortSignal,
): Promise<SecretLock> {
  const data = await get<{ status?: unknown; remaining?: unknown }>(
    { client: kernel.client, signal },
    'drive',
    '/api/v3/groups/secret/lock',
  );
  const remaining = Number(data.remaining);
  return {
    status: data.status === 'active' ? 'active' : 'lock',
    ...(Number.isFinite(remaining) && data.remaining !== undefined ? { remaining } : {}),
  };
}

/**
 * Unlocks the private space. A failure throws; an answer of status 200 whose result is not 'ok'
 * (the wrong-password marker may come that way) throws a PickerError carrying that result.
 */
export async function unlockSecret(kernel: PickerKernel, password: string): Promise<void> {
  const data = await call<{ result?: unknown; msg?: unknown }>(
    { client: kernel.client },
    'PUT',
    'drive',
    '/api/v3/groups/secret/unlock',
    { data: { password } },
  );
  const result = typeof data?.result === 'string' ? data.result : 'ok';
  if (result !== 'ok') {
    const msg = typeof data.msg === 'string' ? data.msg : undefined;
    throw new PickerError(ErrorCodes.REQUEST_FAILED, msg ?? result, { result, msg });
  }
}
