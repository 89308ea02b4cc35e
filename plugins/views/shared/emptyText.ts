/**
 * The empty-state text of a list (member-picker.md section 2 labels):
 * - search results: 'No matching members found';
 * - a team source (myTeam, teamPerson, teamCompany): 'No teams available';
 * - the recent tab (latest): 'Recently selected users will be displayed here', since people picked
 *   in the picker are added to the recent contacts on confirm;
 * - a tree node without children: 'No sub-departments available' under a company or department,
 *   'No available members' under anything else (a team);
 * - anything else: 'No available members'.
 */
import type { PickerItem } from '../../../kernel';
import type { PickerLabelKey } from '../locale';

export const TEAM_SOURCE_TYPES: ReadonlySet<string> = new Set([
  'myTeam',
  'teamPerson',
  'teamCompany',
]);
export const RECENT_SOURCE_TYPES: ReadonlySet<string> = new Set(['latest']);

/** The text of an empty root list of a source of this type (undefined: unknown source). */
export function emptyListLabel(sourceType: string | undefined): PickerLabelKey {
  if (sourceType && TEAM_SOURCE_TYPES.has(sourceType)) return 'noTeams';
  if (sourceType && RECENT_SOURCE_TYPES.has(sourceType)) return 'emptySelected';
  return 'noMembers';
}

/** The text of a tree node that turned out to have no children. */
export function emptyNodeLabel(owner: PickerItem | null): PickerLabelKey {
  return owner?.type === 'department' || owner?.type === 'company'
    ? 'noSubDepartments'
    : 'noMembers';
}
