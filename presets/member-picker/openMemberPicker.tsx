/**
 * Opens the member picker imperatively: mounts it into a container (default: a new div in
 * document.body), resolves with the confirm payload or null on cancel, then unmounts and removes
 * the container it created. A container the host passed is emptied, not removed. Invalid options
 * reject before anything is mounted; an error while mounting (a plugin list kernel.use refuses,
 * a throwing onReady) rejects with that error and cleans up the same way.
 */
import { mountUntilSettled } from '../shared/mountUntilSettled';
import type { MemberConfirmPayload } from '../../plugins/sources/member-items';
import { MemberPicker } from './MemberPicker';
import type { OpenMemberPickerOptions } from './types';
import { validateConnection, validateMemberPickerOptions } from './validateOptions';

export function openMemberPicker(
  options: OpenMemberPickerOptions,
): Promise<MemberConfirmPayload | null> {
  try {
    validateMemberPickerOptions(options);
    validateConnection(options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { container, ...pickerOptions } = options;
  return mountUntilSettled<MemberConfirmPayload | null>(container, (finish) => (
    <MemberPicker
      {...pickerOptions}
      open
      onConfirm={(payload) => {
        pickerOptions.onConfirm?.(payload);
        finish(payload);
      }}
      onCancel={() => {
        pickerOptions.onCancel?.();
        finish(null);
      }}
    />
  ));
}
