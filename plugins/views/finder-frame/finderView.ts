/**
 * What the finder's views read: one view over the kernel's drive stores (the actions view of
 * plugins/drive/actions: settings, directory, dialogs, spaces, enterprise, actions) with the OK
 * rule. Made once per kernel; each member reads its store when read, so it stays observable.
 */
import type { PickerKernel } from '../../../kernel';
import { actionsView, type ActionsView } from '../../drive/actions/actionsView';
import { extendView } from '../../drive/finder-state/finderView';

export type FinderView = ActionsView & {
  /**
   * Whether OK is enabled: the kernel's confirm rule (something picked, or dir mode) with the
   * finder's shouldEnableConfirm taps (finder-state and actions plugins).
   */
  readonly canCommit: boolean;
};

const made = new WeakMap<PickerKernel, FinderView>();

export function finderViewOf(kernel: PickerKernel): FinderView {
  let view = made.get(kernel);
  if (!view) {
    view = extendView(actionsView(kernel), {
      get canCommit() {
        return kernel.selection.canConfirm;
      },
    });
    made.set(kernel, view);
  }
  return view;
}
