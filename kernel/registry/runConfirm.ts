/**
 * A confirm, step by step: the selection's payload (shaped by the confirm registry), the
 * modifyConfirmPayload and shouldConfirm hooks, then afterConfirm, whose failures are only
 * logged and reported. A narrow view of the kernel, so that this does not import the root store.
 */
import { toPickerError, type PickerError } from '../errors';
import type { ErrorContext, KernelHooks } from '../hooks';
import type { SelectionStore } from '../selection/SelectionStore';
import type { ConfirmPayload } from '../types';
import type { ConfirmInput } from './ConfirmRegistry';

export interface ConfirmHost {
  readonly hooks: Readonly<KernelHooks>;
  readonly selection: SelectionStore;
  reportError(error: PickerError, context: ErrorContext): void;
}

/** The payload, or null when nothing may be confirmed or a plugin vetoed. */
export async function runConfirm(
  kernel: ConfirmHost,
  input: ConfirmInput | number,
): Promise<ConfirmPayload | null> {
  if (!kernel.selection.canConfirm) return null;
  const payload = kernel.hooks.modifyConfirmPayload.call(kernel.selection.toConfirmPayload(input));
  const verdict = await kernel.hooks.shouldConfirm.promise(payload);
  if (verdict === false) return null;
  try {
    await kernel.hooks.afterConfirm.promise(payload);
  } catch (error) {
    const failure = toPickerError(error) as PickerError;
    console.warn('[pickerkit] after-confirm work failed:', failure.message);
    kernel.reportError(failure, { phase: 'confirm' });
  }
  return payload;
}
