/** The remind-others checkbox shows only for these selected types (member-picker.md section 4). */
import type { PickerItem } from '../../../kernel';

export const REMIND_TYPES: ReadonlySet<string> = new Set(['user', 'department', 'team', 'group']);

export function canRemind(items: readonly PickerItem[]): boolean {
  return items.some((item) => REMIND_TYPES.has(item.type));
}
