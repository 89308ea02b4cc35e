/**
 * The finder's actions as a kernel plugin: it makes the actions store (FINDER_ACTIONS: the
 * new-folder row, rename mode, transfer, the carried files), and puts the commit on the kernel's
 * confirmation:
 * - the commit info `{ path, company, files, team }` is the confirmation registry's payload, so
 *   `kernel.confirm()` hands it out; the payload gains the operation and rename mode's name
 *   (modifyConfirmPayload);
 * - OK is not enabled while the action is refused (shouldEnableConfirm); a confirm of an
 *   operation the action does not allow (transfer's Move for a file that lacks move, a bad
 *   rename) is vetoed (shouldConfirm). The operation being confirmed is the one
 *   `FinderActions.beginCommit` recorded;
 * - after a commit, the finderCommit user action (read by the usage analytics); after a
 *   directory commit, the folder (or the team) is saved as a latest folder when
 *   isLatestUseFolder is on, through the latest-folders plugin's store (a failure there is only
 *   logged).
 * Disposing the kernel disposes the store (loads, timers, the transfer global).
 */
import { STAGE_DEFAULT, type PickerKernel, type Plugin } from '../../../kernel';
import { FINDER_COMMIT_ACTION } from '../../analytics/finder-usage';
import { ENTERPRISE_PLUGIN } from '../enterprise/enterpriseKey';
import { enterpriseView } from '../enterprise/enterpriseView';
import { FINDER_PLUGIN } from '../finder-state/finderKeys';
import { LATEST_FOLDERS } from '../latest-folders/latestFoldersKey';
import { SPACES_PLUGIN } from '../spaces/spacesKey';
import { FINDER_ACTIONS, FINDER_ACTIONS_PLUGIN } from './actionsKey';
import { asCommitInfo, commitInfo, type CommitInfo } from './commitPayload';
import { FinderActions, type ActionOptions } from './FinderActions';

export { FINDER_ACTIONS_PLUGIN };

function saveDirectory(kernel: PickerKernel, info: CommitInfo): void {
  const folder = info.path.id > 0;
  const latest = kernel.extensions.get(LATEST_FOLDERS);
  latest
    .save(folder ? info.path.id : info.path.groupid, folder ? 0 : 1)
    .catch((error: unknown) =>
      console.warn('[pickerkit] the latest folder was not saved:', (error as Error).message),
    );
}

export function actionsPlugin(options: ActionOptions = {}): Plugin {
  return {
    name: FINDER_ACTIONS_PLUGIN,
    dependencies: [FINDER_PLUGIN, SPACES_PLUGIN, ENTERPRISE_PLUGIN],
    apply(kernel) {
      const view = enterpriseView(kernel);
      const actions = new FinderActions(view, options);
      kernel.extensions.provide(FINDER_ACTIONS, actions);
      const forgetBuilder = kernel.confirmation.setBuilder((items) => commitInfo(view, items));
      const tap = { name: FINDER_ACTIONS_PLUGIN, stage: STAGE_DEFAULT };
      kernel.hooks.shouldEnableConfirm.tap(tap, () => (actions.refusal ? false : undefined));
      kernel.hooks.shouldConfirm.tapPromise(tap, async () =>
        actions.allows(actions.committingOperation) ? undefined : false,
      );
      kernel.hooks.modifyConfirmPayload.tap(tap, (payload) => ({
        ...payload,
        ...actions.commitExtras(actions.committingOperation),
      }));
      kernel.hooks.afterConfirm.tapPromise(tap, async (payload) => {
        const info = asCommitInfo(payload);
        if (!info) return;
        // The commit as a user action: the finder's usage analytics read its fields from it.
        kernel.hooks.onUserAction.call({
          type: FINDER_COMMIT_ACTION,
          detail: { files: info.files, companyId: info.company.id },
        });
        if (view.inputs.mode !== 'dir' || !view.has('isLatestUseFolder')) return;
        if (info.path.groupid > 0) saveDirectory(kernel, info);
      });
      return () => {
        actions.dispose();
        forgetBuilder();
      };
    },
  };
}
