/**
 * After confirm, the chosen users are added to recent contacts: POST
 * /api/contact/relation/last_add with user_ids joined by a comma and the source. A failure is only
 * logged. It is bookkeeping: the confirm does not wait for it (addRecentContactsLater).
 */
import type { ConfirmPayload, PickerKernel } from '../../../kernel';
import { isCancelled } from '../../../kernel';
import { whenIdleAfterPaint } from '../../../kernel/whenIdleAfterPaint';
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

/**
 * Adds the chosen users to recent contacts once the page is idle after a paint, so the host has
 * the payload without a round trip and the call (5-10 ms of axios and XHR work) is sent neither in
 * the confirm's task nor between the host closing the picker, in a task after the click's frame,
 * and the paint of that. It is a POST that the picker closing neither cancels nor aborts (the
 * kernel's dispose leaves its client).
 */
export function addRecentContactsLater(
  kernel: PickerKernel,
  payload: ConfirmPayload,
  source: string,
): void {
  whenIdleAfterPaint(() => void addRecentContacts(kernel, payload, source));
}
