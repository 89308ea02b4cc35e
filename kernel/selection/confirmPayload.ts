/**
 * The confirm payload: only the whitelisted fields (CONFIRM_FIELDS) of each selected item plus the
 * dropdown index. The server record (`raw`) and display-only fields never leave the picker.
 */
import type { ConfirmItem, ConfirmPayload, PickerItem } from '../types';
import { CONFIRM_FIELDS } from '../types';

export function toConfirmItem(item: PickerItem): ConfirmItem {
  const out: Record<string, unknown> = {};
  for (const field of CONFIRM_FIELDS) {
    const value = item[field];
    if (value !== undefined) out[field] = value;
  }
  return out as ConfirmItem;
}

export function buildConfirmPayload(
  items: Iterable<PickerItem>,
  dropdownSelectIndex: number,
): ConfirmPayload {
  return { items: Array.from(items, toConfirmItem), dropdownSelectIndex };
}
