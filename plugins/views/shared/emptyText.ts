/**
 * The empty-state text of a list (member-picker.md section 2 labels and section 8 empty states):
 * - search results: 'No matching members found' when every searchable source holds people, else
 *   (a host's source of files or other things takes part) 'No search results found';
 * - the contact tab: 'The contact is empty';
 * - a team source (myTeam, teamPerson, teamCompany): 'No teams available';
 * - the recent tab (latest): 'Recently selected users will be displayed here', since people picked
 *   in the picker are added to the recent contacts on confirm;
 * - a host's own source (selfDefine) by what its config says it holds (`contentKind`): files
 *   'The file is empty', members 'No available members', anything else 'The list is empty';
 * - a tree node without children: 'No sub-departments available' under a company or department,
 *   'No available members' under anything else (a team);
 * - any other source of people: 'No available members'.
 * A host's own empty text (the shell's `emptyText`) replaces all of these.
 */
import type { PickerItem, SourceDefinition } from '../../../kernel';
import {
  SELF_DEFINE_CONTENT_KINDS,
  type SelfDefineContentKind,
} from '../../sources/self-define/selfDefineSource.types';
import type { PickerLabelKey } from '../locale';

export const TEAM_SOURCE_TYPES: ReadonlySet<string> = new Set([
  'myTeam',
  'teamPerson',
  'teamCompany',
]);
export const RECENT_SOURCE_TYPES: ReadonlySet<string> = new Set(['latest']);
export const CONTACT_SOURCE_TYPES: ReadonlySet<string> = new Set(['contact']);
/** Source types whose content the host describes (`config.contentKind`). */
export const HOST_SOURCE_TYPES: ReadonlySet<string> = new Set(['selfDefine']);

type SourceLike = Pick<SourceDefinition, 'type' | 'config'> & { searchable?: boolean };

/** What a source's rows are: people (every built-in source), or what its host says. */
export function contentKindOf(source: SourceLike | undefined): SelfDefineContentKind {
  if (!source || !HOST_SOURCE_TYPES.has(source.type)) return source ? 'members' : 'items';
  const kind = source.config?.contentKind;
  return (SELF_DEFINE_CONTENT_KINDS as readonly unknown[]).includes(kind)
    ? (kind as SelfDefineContentKind)
    : 'items';
}

/** The text of an empty root list of a source (undefined: unknown source). */
export function emptyListLabel(source: SourceLike | undefined): PickerLabelKey {
  const type = source?.type;
  if (type && TEAM_SOURCE_TYPES.has(type)) return 'noTeams';
  if (type && RECENT_SOURCE_TYPES.has(type)) return 'emptySelected';
  if (type && CONTACT_SOURCE_TYPES.has(type)) return 'contactEmpty';
  const kind = contentKindOf(source);
  if (kind === 'files') return 'fileEmpty';
  return kind === 'members' ? 'noMembers' : 'listEmpty';
}

/** The text of a search that found nothing, over the searchable sources. */
export function emptySearchLabel(sources: readonly (SourceLike | undefined)[]): PickerLabelKey {
  const searched = sources.filter((source) => source && source.searchable !== false);
  return searched.every((source) => contentKindOf(source) === 'members')
    ? 'noMatches'
    : 'noSearchResults';
}

/** The text of a tree node that turned out to have no children. */
export function emptyNodeLabel(owner: PickerItem | null): PickerLabelKey {
  return owner?.type === 'department' || owner?.type === 'company'
    ? 'noSubDepartments'
    : 'noMembers';
}
