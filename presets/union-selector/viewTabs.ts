/**
 * The tabs as the views take them: the default more-entrance entries (select from docs, select
 * from address book) calling the host's handlers, then the tab's own entries.
 */
import type { MoreEntranceEntry, UnionViewTab } from '../../plugins/views/union-selector';
import type { UnionSelectorOptions, UnionTab } from './types';

function entrancesOf(tab: UnionTab, options: UnionSelectorOptions): MoreEntranceEntry[] {
  const defaults: Record<string, (() => void) | undefined> = {
    selectFromDocs: options.onSelectFromDocs,
    selectFromAddressBook: options.onSelectFromAddressBook,
  };
  const entries: MoreEntranceEntry[] = [];
  if (tab.showSelectFromDocs) {
    entries.push({ type: 'default', key: 'selectFromDocs', method: defaults.selectFromDocs });
  }
  if (tab.showSelectFromAddressBook) {
    entries.push({
      type: 'default',
      key: 'selectFromAddressBook',
      method: defaults.selectFromAddressBook,
    });
  }
  for (const entry of tab.moreEntranceConfig) {
    if (entries.some((known) => known.key === entry.key)) continue;
    entries.push({
      ...entry,
      method: entry.method ?? (entry.type === 'default' ? defaults[entry.key] : undefined),
    });
  }
  return entries;
}

export function toViewTabs(
  tabs: readonly UnionTab[],
  options: UnionSelectorOptions,
): UnionViewTab[] {
  return tabs.map((tab) => ({
    key: tab.key,
    type: tab.type,
    tabName: tab.tabName,
    title: tab.title,
    description: tab.description,
    canLoadMore: tab.canLoadMore,
    searchCanLoadMore: tab.searchCanLoadMore,
    needFetch: tab.needFetch,
    confirmText: tab.confirmText,
    entrances: entrancesOf(tab, options),
    component: tab.component as UnionViewTab['component'],
  }));
}
