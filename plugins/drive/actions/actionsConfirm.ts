/**
 * The finder's actions on the kernel's confirm hooks: OK is not enabled while the action is
 * refused (shouldEnableConfirm); a confirm of an operation the action does not allow (transfer's
 * Move for a file that lacks move, a bad rename) is vetoed (shouldConfirm); the payload gains the
 * operation and rename mode's name (modifyConfirmPayload). The operation being confirmed is the
 * one `FinderActions.beginCommit` recorded.
 */
import { STAGE_DEFAULT, type Plugin } from '../../../kernel';
import type { FinderStore } from '../finder-state/FinderStore';

export const FINDER_ACTIONS_PLUGIN = 'preset:finder-actions';

export function actionsConfirm(store: FinderStore): Plugin {
  return {
    name: FINDER_ACTIONS_PLUGIN,
    apply(kernel) {
      const tap = { name: FINDER_ACTIONS_PLUGIN, stage: STAGE_DEFAULT };
      const { actions } = store;
      kernel.hooks.shouldEnableConfirm.tap(tap, () => (actions.refusal ? false : undefined));
      kernel.hooks.shouldConfirm.tapPromise(tap, async () =>
        actions.allows(actions.committingOperation) ? undefined : false,
      );
      kernel.hooks.modifyConfirmPayload.tap(tap, (payload) => ({
        ...payload,
        ...actions.commitExtras(actions.committingOperation),
      }));
    },
  };
}
