/**
 * After confirm, the chosen users are added to recent contacts: POST
 * /api/contact/relation/last_add with user_ids joined by a comma and the source. A failure is only
 * logged.
 */
import type { ConfirmPayload, PickerKernel } from '../../../kernel';
import { isCancelled } from '../../../kernel';
import { asMemberPayload } from '../member-items';
import { kernelScope, post } from '../shared/fetch';

export async function addRecentContacts(
  kernel: PickerKernel,
  payload: ConfirmPayload,
  source: string,
): Promise<void> {
  const ids = [
    ...new Set(
      asMemberPayload(payload)
        .items.filter((item) => item.type === 'user')
        .map((item) => item.userid ?? item.id)
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length === 0) return;
  try {
    await post(kernelScope(kernel), 'account', '/api/contact/relation/last_add', {
      user_ids: ids.join(','),
      source,
    });
  } catch (error) {
    if (isCancelled(error)) return;
    console.warn('[pickerkit] adding recent contacts failed:', (error as Error).message);
  }
}
