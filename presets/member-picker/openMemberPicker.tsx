/**
 * Opens the member picker imperatively: mounts it into a container (default: a new div in
 * document.body), resolves with the confirm payload or null on cancel, then unmounts and removes
 * the container it created. A container the host passed is emptied, not removed. Invalid options
 * reject before anything is mounted; an error while mounting (a plugin list kernel.use refuses,
 * a throwing onReady) rejects with that error and cleans up the same way. A configuration error
 * that only init can find (it depends on the signed-in user, such as a company source for a
 * personal user) rejects with its message at once; the dialog stays to show that message (there
 * is no retry: retrying cannot help) until the user closes it.
 */
import { createRoot } from 'react-dom/client';
import { isConfigurationError, type PickerKernel } from '../../kernel';
import type { MemberConfirmPayload } from '../../plugins/sources/member-items';
import { SettleOnError } from '../shared/SettleOnError';
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
  const { container: given, ...pickerOptions } = options;
  const container = given ?? document.body.appendChild(document.createElement('div'));

  return new Promise((resolve, reject) => {
    let settled = false;
    let removed = false;
    // Unmount after the event that confirmed or cancelled has finished rendering.
    const remove = () => {
      if (removed) return;
      removed = true;
      setTimeout(() => {
        root.unmount();
        if (!given) container.remove();
      }, 0);
    };
    const settle = (done: () => void, keepOpen = false) => {
      if (!settled) {
        settled = true;
        done();
      }
      if (!keepOpen) remove();
    };
    const finish = (payload: MemberConfirmPayload | null) => settle(() => resolve(payload));
    const watchInit = (kernel: PickerKernel) => {
      kernel.hooks.onError.tap('openMemberPicker', (error, context) => {
        if (context.phase === 'init' && isConfigurationError(error)) {
          settle(() => reject(error), true);
        }
      });
      pickerOptions.onReady?.(kernel);
    };
    const root = createRoot(container);
    root.render(
      <SettleOnError onError={(error) => settle(() => reject(error))}>
        <MemberPicker
          {...pickerOptions}
          open
          onReady={watchInit}
          onConfirm={(payload) => {
            pickerOptions.onConfirm?.(payload);
            finish(payload);
          }}
          onCancel={() => {
            pickerOptions.onCancel?.();
            finish(null);
          }}
        />
      </SettleOnError>,
    );
  });
}
