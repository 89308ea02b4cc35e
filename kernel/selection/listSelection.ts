/**
 * The select-all checkbox of a list (finder.md section 4: none, some, all; adds up to the limit).
 * Written over the selection's public methods, so the rule reads the same as a user sees it.
 */
import type { DisabledReason } from '../hooks';
import type { PickerItem } from '../types';
import { keyOfItem } from './items';

export type ListStatus = 0 | 1 | 2;

/** What the list rules use of the selection. */
export interface ListSelection {
  isSelectableType(type: string): boolean;
  isHidden(key: string): boolean;
  isSelected(key: string): boolean;
  disabledReasonOf(item: PickerItem): DisabledReason | null;
  selectAll(items: readonly PickerItem[]): number;
  deselect(item: PickerItem): boolean;
}

/**
 * 0 when none of the list's pickable items is selected, 2 when all are, 1 in between. Items that
 * cannot be picked (a rule gives a reason) and are not selected do not count.
 */
export function listStatusOf(selection: ListSelection, items: readonly PickerItem[]): ListStatus {
  let candidates = 0;
  let selected = 0;
  for (const item of items) {
    const key = keyOfItem(item);
    if (!selection.isSelectableType(item.type) || selection.isHidden(key)) continue;
    const on = selection.isSelected(key);
    if (!on && selection.disabledReasonOf(item) !== null) continue;
    candidates += 1;
    if (on) selected += 1;
  }
  if (selected === 0) return 0;
  return selected === candidates ? 2 : 1;
}

/**
 * The checkbox clicked: when all of the list is selected, each of its items is deselected;
 * otherwise its items are selected in order up to the limit (the exceed notice fires for the first
 * that does not fit). Returns how many items changed.
 */
export function toggleAllOf(selection: ListSelection, items: readonly PickerItem[]): number {
  if (listStatusOf(selection, items) !== 2) return selection.selectAll(items);
  return items.filter((item) => selection.deselect(item)).length;
}
