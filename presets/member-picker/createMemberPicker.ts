/**
 * The member picker as data: the list of plugins that make the product. Hosts get the default
 * list through `options.plugins(defaults)` and may add, remove or replace any of it.
 */
import { checkAccess } from '../../plugins/access/check-access';
import type { Plugin } from '../../kernel';
import { usageAnalytics } from '../../plugins/analytics/usage-events';
import { collaboratorsSource } from '../../plugins/sources/collaborators';
// By file: the index re-exports the search constants of the calls' chunk (companyTreeBody.ts).
import { companyTreeSource } from '../../plugins/sources/company-tree/companyTreeSource';
import { contactSource } from '../../plugins/sources/contact';
// By file, not through the subpaths' indexes, which re-export classifyQuery (validator).
import { pickerContext } from '../../plugins/sources/context/pickerContext';
import { customTagMembersSource } from '../../plugins/sources/custom-tag-members';
import { customTagsSource } from '../../plugins/sources/custom-tags';
import { filePermissionMembersSource } from '../../plugins/sources/file-permission-members';
import { groupSource } from '../../plugins/sources/group/groupSource';
import { latestSource } from '../../plugins/sources/latest/latestSource';
import { recommendSource } from '../../plugins/sources/recommend';
import { selfDefineSource } from '../../plugins/sources/self-define';
import { teamMembersSource } from '../../plugins/sources/team-members/teamMembersSource';
import { teamsSource } from '../../plugins/sources/teams/teamsSource';
import { announcerView } from '../../plugins/views/announcer';
import { listView } from '../../plugins/views/list';
import { modalView } from '../../plugins/views/modal';
import { searchBoxView } from '../../plugins/views/search-box/searchBoxView';
import { selectedPanelView } from '../../plugins/views/selected-panel';
import { specialRowsView } from '../../plugins/views/special-rows';
import { tabsView } from '../../plugins/views/tabs';
import { treeView } from '../../plugins/views/tree';
import { editedByHost } from '../shared/hostPlugins';
import { memberPickerPlugin } from './presetPlugin';
import type { MemberPickerOptions } from './types';
import { validateMemberPickerOptions } from './validateOptions';

/** Every source plugin, so any configured source type works. */
export function sourcePlugins(): Plugin[] {
  return [
    latestSource(),
    contactSource(),
    companyTreeSource(),
    teamsSource(),
    teamMembersSource(),
    groupSource(),
    customTagsSource(),
    customTagMembersSource(),
    collaboratorsSource(),
    filePermissionMembersSource(),
    recommendSource(),
    selfDefineSource(),
  ];
}

function viewPlugins(options: MemberPickerOptions): Plugin[] {
  return [
    modalView(),
    tabsView(),
    searchBoxView(),
    listView(),
    treeView(),
    selectedPanelView(),
    announcerView(),
    specialRowsView({
      onAddContact: options.onAddContact,
      onAddCustomGroup: options.onAddCustomGroup,
      onManageCustomGroup: options.onManageCustomGroup,
    }),
  ];
}

/** The default plugins of the product, before the host's `plugins` function sees them. */
export function defaultMemberPickerPlugins(options: MemberPickerOptions): Plugin[] {
  const plugins: Plugin[] = [
    pickerContext({ onUserNotFound: options.onUserNotFound }),
    ...sourcePlugins(),
    ...viewPlugins(options),
  ];
  plugins.push(memberPickerPlugin(options));
  if (options.appKey) plugins.push(usageAnalytics({ appKey: options.appKey }));
  if (options.checkAccess) plugins.push(checkAccess(options.checkAccess));
  return plugins;
}

/** The member picker's plugins: checks the options, then lets the host edit the default list. */
export function createMemberPicker(options: MemberPickerOptions): Plugin[] {
  validateMemberPickerOptions(options);
  return editedByHost('createMemberPicker', defaultMemberPickerPlugins(options), options.plugins);
}
