/** A tab's label: a known tab name or label key is translated, anything else shown as given. */
import type { PickerLabelKey } from '../locale';
import type { Translate } from '../shared/useT';

const TAB_LABELS: Record<string, PickerLabelKey> = {
  all: 'tabAll',
  docs: 'tabDocs',
  contact: 'tabContact',
  contacts: 'contacts',
  team: 'tabTeam',
  group: 'tabGroup',
  department: 'tabDepartment',
  recommend: 'tabRecommend',
  insert: 'tabInsert',
  time: 'tabTime',
  recent: 'recent',
  latest: 'recent',
  selectFromDocs: 'selectFromDocs',
  selectFromAddressBook: 'selectFromAddressBook',
};

export function tabTitle(title: string, t: Translate): string {
  const key = TAB_LABELS[title] ?? (title.startsWith('tab') ? (title as PickerLabelKey) : null);
  if (!key) return title;
  const label = t(key);
  // An unknown key comes back as the key itself (with its namespace): show the title then.
  return label.endsWith(key) ? title : label;
}
