/**
 * The finder on the kernel's picking mechanisms (finder.md sections 2, 4 and 5):
 * - the item types are the drive sources' (driveItemTypes.ts); in dir mode the kernel gives a
 *   file its own "only folders" reason;
 * - the finder's selectability as the kernel's disabled reason (`modifyDisabledReason`), so a
 *   pick, select-all and the row all follow one rule: excluded by extension or ftype (code
 *   `excluded`), a file in dir mode (`dirMode`), not among the allowed types (`notAllowed`);
 * - the OK rule as a `shouldEnableConfirm` tap, after the kernel's own (something picked, or dir
 *   mode): refused while committing, with a list error, and in dir mode in a read-only folder;
 * - the commit info `{ path, company, files, team }` as the confirmation registry's payload, so
 *   `kernel.confirm()` hands it out (through modifyConfirmPayload and shouldConfirm);
 * - after a commit, the finderCommit user action (read by the usage analytics); after a
 *   directory commit, the folder (or the team) is saved as a latest folder when
 *   isLatestUseFolder is on (a failure there is only logged).
 */
import {
  STAGE_DEFAULT,
  type ConfirmPayload,
  type DisabledReason,
  type PickerKernel,
  type Plugin,
} from '../../../kernel';
import { FINDER_COMMIT_ACTION } from '../../analytics/finder-usage';
import { saveLatestFolder } from '../../sources/drive-latest-folders';
import { finderText } from '../texts/text';
import type { UnselectableReason } from '../rules/selectability';
import type { CommitInfo, FinderStore } from './FinderStore';

export const FINDER_CONFIRM_PLUGIN = 'preset:finder-confirm';

function reasonText(kernel: PickerKernel, code: UnselectableReason): string {
  if (code === 'dirMode') return kernel.t('onlyFolders');
  return finderText(kernel, code === 'excluded' ? 'excludedType' : 'notAllowedType');
}

/** The finder's reason an item cannot be picked, or null when it can. */
export function finderDisabledReason(
  store: FinderStore,
  item: Parameters<FinderStore['selectabilityOf']>[0],
): DisabledReason | null {
  const known = store.selectabilityOf(item);
  if (known.selectable) return null;
  const code = known.reason ?? 'notAllowed';
  return { code, message: reasonText(store.kernel, code) };
}

/** The commit info read back from the kernel's open payload type. */
export function asCommitInfo(payload: ConfirmPayload | null): CommitInfo | null {
  return payload as CommitInfo | null;
}

function saveDirectory(kernel: PickerKernel, info: CommitInfo): void {
  const folder = info.path.id > 0;
  saveLatestFolder(kernel, folder ? info.path.id : info.path.groupid, folder ? 0 : 1).catch(
    (error: unknown) =>
      console.warn('[pickerkit] the latest folder was not saved:', (error as Error).message),
  );
}

export function finderConfirm(store: FinderStore): Plugin {
  return {
    name: FINDER_CONFIRM_PLUGIN,
    apply(kernel) {
      const tap = { name: FINDER_CONFIRM_PLUGIN, stage: STAGE_DEFAULT };
      const forgetBuilder = kernel.confirmation.setBuilder((items) => store.commitInfo(items));
      kernel.hooks.modifyDisabledReason.tap(
        tap,
        (reason, item) => reason ?? finderDisabledReason(store, item),
      );
      kernel.hooks.shouldEnableConfirm.tap(tap, ({ mode }) => {
        if (store.committing) return false;
        if (store.listState()?.status === 'error') return false;
        if (mode === 'dir' && store.readOnly) return false;
        return undefined;
      });
      kernel.hooks.afterConfirm.tapPromise(tap, async (payload) => {
        const info = asCommitInfo(payload);
        if (!info) return;
        // The commit as a user action: the finder's usage analytics read its fields from it.
        kernel.hooks.onUserAction.call({
          type: FINDER_COMMIT_ACTION,
          detail: { files: info.files, companyId: info.company.id },
        });
        if (store.inputs.mode !== 'dir' || !store.has('isLatestUseFolder')) return;
        if (info.path.groupid > 0) saveDirectory(kernel, info);
      });
      return forgetBuilder;
    },
  };
}
