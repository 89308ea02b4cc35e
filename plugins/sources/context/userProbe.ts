/**
 * The phone/e-mail probe: when a phone-like (zh-CN) or e-mail-like query finds nobody, the picker
 * asks the contacts service (POST /api/contact/v2/relation/recent/contacts). A UserNotExists
 * answer raises onUserNotFound; the caller shows the add-by-phone or user-search prompt.
 * Oversea offers a user search, never add-by-phone.
 */
import type { PickerKernel } from '../../../kernel';
import { isCancelled, PickerError } from '../../../kernel';
import { classifyQueryLater } from '../../../kernel/search/classifyQueryLater';
import { kernelScope, post } from '../shared/fetch';
import type { UserNotFoundInfo } from './pickerContext.types';

export const USER_NOT_EXISTS = 'UserNotExists';

interface ProbeResponse {
  result?: string;
  contacts?: unknown[];
}

/** Runs the probe; resolves with the prompt info when the user does not exist, else null. */
export async function probeUnknownUser(
  kernel: PickerKernel,
  query: string,
): Promise<UserNotFoundInfo | null> {
  const kind = await classifyQueryLater(query);
  if (kind === 'other') return null;
  const text = query.trim();
  let result: string | undefined;
  try {
    const data = await post<ProbeResponse>(
      kernelScope(kernel),
      'account',
      '/api/contact/v2/relation/recent/contacts',
      {
        user_ids: text,
        filter: 'user',
      },
    );
    result = data?.result;
  } catch (error) {
    if (isCancelled(error)) return null;
    if (!(error instanceof PickerError)) throw error;
    result = error.result;
  }
  if (result !== USER_NOT_EXISTS) return null;
  const mode =
    kind === 'phone' && kernel.context.release !== 'oversea' ? 'addByPhone' : 'userSearch';
  return { query: text, kind, mode };
}
