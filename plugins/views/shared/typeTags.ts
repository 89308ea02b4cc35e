/**
 * The tag a row shows for what an item is (member-picker.md section 2: "Group tags read Group,
 * Team and Department"), each with its own style name (class `pk-tag--<style>`).
 */
import type { ItemTag, PickerItem } from '../../../kernel';
import type { PickerLabelKey } from '../locale';
import type { Translate } from './useT';

const TYPE_TAGS: Partial<Record<PickerItem['type'], { label: PickerLabelKey; style: string }>> = {
  group: { label: 'tagGroup', style: 'group' },
  team: { label: 'tagTeam', style: 'team' },
  department: { label: 'tagDepartment', style: 'department' },
};

/** The item's own tags, then the tag of its type (groups, teams and departments). */
export function rowTags(item: PickerItem, t: Translate): ItemTag[] | undefined {
  const typeTag = TYPE_TAGS[item.type];
  if (!typeTag) return item.tags;
  return [...(item.tags ?? []), { tagName: t(typeTag.label), style: typeTag.style }];
}
