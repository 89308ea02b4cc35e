/** The sidebar label, title and empty text of each tab type (union-selector.md section 2). */
import type { PickerLabelKey } from '../locale';
import type { UnionLabelKey } from './locale';

export const TAB_LABEL: Record<string, PickerLabelKey> = {
  all: 'tabAll',
  contact: 'tabContact',
  team: 'tabTeam',
  group: 'tabGroup',
  dept: 'tabDepartment',
  docs: 'tabDocs',
  time: 'tabTime',
};

/** all and contact are titled recommended; team and docs recent. */
export const TAB_TITLE: Record<string, UnionLabelKey> = {
  all: 'recommended',
  contact: 'recommended',
  team: 'recent',
  docs: 'recent',
};

export function emptyTextKey(type: string, searching: boolean): UnionLabelKey {
  if (searching) return 'noSearchResults';
  if (type === 'docs') return 'emptyFile';
  if (type === 'contact' || type === 'team') return 'emptyContact';
  return 'emptyList';
}
