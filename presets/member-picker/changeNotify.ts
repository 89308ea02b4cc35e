/** Tells the host about selection changes, debounced 100 ms (member-picker.md section 9). */
import type { Disposer, PickerItem, PickerKernel } from '../../kernel';
import { STAGE_ANALYTICS } from '../../kernel';

export const CHANGE_DEBOUNCE_MS = 100;

export function tapChangeNotify(
  kernel: PickerKernel,
  name: string,
  onChange: (items: PickerItem[]) => void,
): Disposer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (kernel.status === 'disposed') return;
    onChange([...kernel.selection.selectedItems]);
  };
  kernel.hooks.onSelectionChange.tap({ name, stage: STAGE_ANALYTICS }, () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, CHANGE_DEBOUNCE_MS);
  });
  return () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
