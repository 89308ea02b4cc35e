/**
 * The services the union selector calls: the init work (the signed-in user, the current file,
 * the my-cloud and upload groups, a company user's companies) and each data tab's lists and
 * searches. A tab with its own baseURL for a service does not need it in `services`.
 */
import { addNeed, type ServiceNeeds } from '../shared/serviceNeeds';
import { isDataTab, resolveTabs } from './tabsConfig';
import type { UnionSelectorOptions } from './types';

export function unionServiceNeeds(options: UnionSelectorOptions): ServiceNeeds {
  const needs: ServiceNeeds = new Map();
  addNeed(needs, 'account', 'the signed-in user');
  addNeed(needs, 'drive', 'the current file and the my-cloud and upload groups');
  addNeed(needs, 'plus', "a company user's companies");
  for (const tab of resolveTabs(options.tabs)) {
    if (!isDataTab(tab.type)) continue;
    const own = tab.baseURL;
    switch (tab.type) {
      case 'all':
        addNeed(needs, 'account', 'contacts and groups of the all tab', own);
        addNeed(needs, 'directory', 'company members and departments of the all tab', own);
        addNeed(needs, 'drive', 'documents of the all tab', own);
        break;
      case 'contact':
        addNeed(needs, 'account', 'the contact tab', own);
        addNeed(needs, 'directory', 'company members in the contact tab', own);
        break;
      case 'team':
      case 'group':
        addNeed(needs, 'account', `the ${tab.type} tab`, own);
        break;
      case 'dept':
        addNeed(needs, 'directory', 'the dept tab', own);
        break;
      case 'docs':
        addNeed(needs, 'drive', 'the docs tab', own);
        break;
    }
  }
  if (options.appKey) addNeed(needs, 'events', 'usage events, as appKey is set');
  return needs;
}
