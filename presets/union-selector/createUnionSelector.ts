/**
 * The union selector as data: the plugins of the product. Hosts edit the default list through
 * `options.plugins(defaults)`.
 */
import type { Plugin } from '../../kernel';
import { editedByHost } from '../shared/hostPlugins';
import { checkAccess } from '../../plugins/access/check-access';
import { announcerView } from '../../plugins/views/announcer';
import { usageAnalytics } from '../../plugins/analytics/usage-events';
import { unionContext, unionTabSources } from '../../plugins/sources/union';
import { unionSelectorPlugin } from './presetPlugin';
import { openingTabConfig, resolveTabs } from './tabsConfig';
import type { UnionSelectorOptions } from './types';
import { validateUnionSelectorOptions } from './validateOptions';

export function defaultUnionSelectorPlugins(options: UnionSelectorOptions): Plugin[] {
  const tabs = resolveTabs(options.tabs);
  const plugins: Plugin[] = [
    unionContext({ fid: options.fid }),
    unionTabSources({
      fid: options.fid,
      cid: options.cid,
      onlyShowGroupId: options.onlyShowGroupId,
      groupSource: options.groupSource,
      requestCount: options.requestCount,
      includeGroupInfo: options.includeGroupInfo,
      includeTeamInfo: options.includeTeamInfo,
      includeDeptInfo: options.includeDeptInfo,
      includeFileExts: options.includeFileExts,
      openingTab: openingTabConfig(options, tabs),
    }),
    unionSelectorPlugin(options, tabs),
    announcerView(),
  ];
  if (options.appKey) plugins.push(usageAnalytics({ appKey: options.appKey }));
  if (options.checkAccess === true) plugins.push(checkAccess({ fileId: options.fid }));
  return plugins;
}

/** The union selector's plugins: checks the options, then lets the host edit the default list. */
export function createUnionSelector(options: UnionSelectorOptions): Plugin[] {
  validateUnionSelectorOptions(options);
  return editedByHost('createUnionSelector', defaultUnionSelectorPlugins(options), options.plugins);
}
