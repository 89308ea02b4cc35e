/**
 * The finder's picking rules on the kernel (finder.md sections 2, 4 and 5):
 * - the item types are the drive sources' (driveItemTypes.ts); in dir mode the kernel gives a
 *   file its own "only folders" reason;
 * - the finder's selectability as the kernel's disabled reason (`modifyDisabledReason`), so a
 *   pick, select-all and the row all follow one rule: excluded by extension or ftype (code
 *   `excluded`), a file in dir mode (`dirMode`), not among the allowed types (`notAllowed`);
 * - the OK rule as a `shouldEnableConfirm` tap, after the kernel's own (something picked, or dir
 *   mode): refused while committing, with a list error, and in dir mode in a read-only folder.
 * The commit payload is the actions plugin's (plugins/drive/actions/commitPayload.ts).
 */
import {
  STAGE_DEFAULT,
  type DisabledReason,
  type PickerItem,
  type PickerKernel,
  type Plugin,
} from '../../../kernel';
import { finderText } from '../texts/text';
import type { UnselectableReason } from '../rules/selectability';
import type { DirectoryStore } from './DirectoryStore';
import { FINDER_DIALOGS, FINDER_DIRECTORY, FINDER_PLUGIN } from './finderKeys';

export const FINDER_CONFIRM_PLUGIN = 'preset:finder-confirm';

function reasonText(kernel: PickerKernel, code: UnselectableReason): string {
  if (code === 'dirMode') return kernel.t('onlyFolders');
  return finderText(kernel, code === 'excluded' ? 'excludedType' : 'notAllowedType');
}

/** The finder's reason an item cannot be picked, or null when it can. */
export function finderDisabledReason(
  directory: Pick<DirectoryStore, 'kernel' | 'selectabilityOf'>,
  item: PickerItem,
): DisabledReason | null {
  const known = directory.selectabilityOf(item);
  if (known.selectable) return null;
  const code = known.reason ?? 'notAllowed';
  return { code, message: reasonText(directory.kernel, code) };
}

export function finderConfirm(): Plugin {
  return {
    name: FINDER_CONFIRM_PLUGIN,
    dependencies: [FINDER_PLUGIN],
    apply(kernel) {
      const tap = { name: FINDER_CONFIRM_PLUGIN, stage: STAGE_DEFAULT };
      const directory = kernel.extensions.get(FINDER_DIRECTORY);
      const dialogs = kernel.extensions.get(FINDER_DIALOGS);
      kernel.hooks.modifyDisabledReason.tap(
        tap,
        (reason, item) => reason ?? finderDisabledReason(directory, item),
      );
      kernel.hooks.shouldEnableConfirm.tap(tap, ({ mode }) => {
        if (dialogs.committing) return false;
        if (directory.listState()?.status === 'error') return false;
        if (mode === 'dir' && directory.readOnly) return false;
        return undefined;
      });
    },
  };
}
