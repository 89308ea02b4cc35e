/**
 * Opens the member picker imperatively: mounts it into a container (default: a new div in
 * document.body), resolves with the confirm payload or null on cancel, then unmounts and removes
 * the container it created. A container the host passed is emptied, not removed.
 */
import { createRoot } from 'react-dom/client';
import type { ConfirmPayload } from '../../kernel';
import { MemberPicker } from './MemberPicker';
import type { OpenMemberPickerOptions } from './types';
import { validateConnection, validateMemberPickerOptions } from './validateOptions';

export function openMemberPicker(options: OpenMemberPickerOptions): Promise<ConfirmPayload | null> {
  try {
    validateMemberPickerOptions(options);
    validateConnection(options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { container: given, ...pickerOptions } = options;
  const container = given ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);

  return new Promise((resolve) => {
    let settled = false;
    const finish = (payload: ConfirmPayload | null) => {
      if (settled) return;
      settled = true;
      resolve(payload);
      // Unmount after the event that confirmed or cancelled has finished rendering.
      setTimeout(() => {
        root.unmount();
        if (!given) container.remove();
      }, 0);
    };
    root.render(
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
      />,
    );
  });
}
