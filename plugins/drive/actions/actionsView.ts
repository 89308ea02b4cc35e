/** The enterprise view (enterprise) with the actions store and the commit info of the selection. */
import type { PickerItem, PickerKernel } from '../../../kernel';
import { enterpriseView } from '../enterprise/enterpriseView';
import { extendView } from '../finder-state/finderView';
import { FINDER_ACTIONS } from './actionsKey';
import { commitInfo, type CommitInfo } from './commitPayload';

export function actionsView(kernel: PickerKernel) {
  const base = enterpriseView(kernel);
  return extendView(base, {
    get actions() {
      return kernel.extensions.get(FINDER_ACTIONS);
    },
    /** The commit info of the given items (default: the selection). */
    commitInfo: (items: readonly PickerItem[] = kernel.selection.selectedItems): CommitInfo =>
      commitInfo(base, items),
  });
}

export type ActionsView = ReturnType<typeof actionsView>;
