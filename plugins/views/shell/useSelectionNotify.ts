/** Tells the host about selection changes, debounced 100 ms (member-picker.md section 9). */
import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { PickerItem, PickerKernel } from '../../../kernel';
import { useDebouncedCallback } from '../shared/useDebouncedCallback';
import { viewKernel } from '../shared/surface';

export const SELECTION_NOTIFY_DEBOUNCE_MS = 100;

export function useSelectionNotify(
  kernel: PickerKernel,
  onChange: ((items: PickerItem[]) => void) | undefined,
): void {
  const notify = useDebouncedCallback(onChange, SELECTION_NOTIFY_DEBOUNCE_MS);
  useEffect(
    () =>
      reaction(
        () => viewKernel(kernel).selection.selectedItems,
        (items) => notify([...items]),
      ),
    [kernel, notify],
  );
}
