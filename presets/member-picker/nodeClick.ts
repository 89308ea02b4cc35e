/**
 * The host's onNodeClick decides the selection: it gets the clicked item and a copy of the
 * selection and returns a new array, which becomes the selection (the default toggle is vetoed).
 * Returning the same array it was given is a mistake the spec names: it is logged and the default
 * toggle goes on. The tap sits on shouldToggle, so every toggle path (row, checkbox, chip) asks it.
 */
import type { PickerItem, PickerKernel } from '../../kernel';
import { STAGE_HOST, selectionKey } from '../../kernel';

export const SAME_ARRAY_MESSAGE = 'onNodeClick must return a new array, not the same one';

export type NodeClickHandler = (item: PickerItem, selected: PickerItem[]) => PickerItem[];

function keyOf(item: PickerItem): string {
  return item.key || selectionKey(item.type, item.id);
}

/** Makes the selection equal `target`: removes what is not in it, then selects what is new. */
function replaceSelection(kernel: PickerKernel, target: readonly PickerItem[]): void {
  const wanted = new Set(target.map(keyOf));
  for (const entry of kernel.selection.selectedItems) {
    if (!wanted.has(entry.key)) kernel.selection.remove(entry.key);
  }
  for (const item of target) {
    const key = keyOf(item);
    if (!kernel.selection.isSelected(key)) kernel.selection.select({ ...item, key });
  }
}

export function tapNodeClick(
  kernel: PickerKernel,
  name: string,
  onNodeClick: NodeClickHandler,
): void {
  // Replacing the selection toggles items itself; those toggles must not ask the host again.
  let replacing = false;
  kernel.hooks.shouldToggle.tap({ name, stage: STAGE_HOST }, (item) => {
    if (replacing) return undefined;
    const given: PickerItem[] = [...kernel.selection.selectedItems];
    const answer = onNodeClick(item, given);
    if (answer === given) {
      console.error(SAME_ARRAY_MESSAGE);
      return undefined;
    }
    if (!Array.isArray(answer)) {
      console.error(`onNodeClick must return a new array of items (got ${typeof answer})`);
      return undefined;
    }
    replacing = true;
    try {
      replaceSelection(kernel, answer);
    } finally {
      replacing = false;
    }
    return false;
  });
}
