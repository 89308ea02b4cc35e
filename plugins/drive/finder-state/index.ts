/**
 * pickerkit/drive/finder-state: a file picker's own state on the kernel: its small stores (the
 * settings and features, where it is and what that directory allows, its dialogs) made by
 * finderPlugin({ inputs }) and reached as kernel.extensions.get(FINDER_SETTINGS | FINDER_DIRECTORY
 * | FINDER_DIALOGS); the kernel plugins that keep them (the user context, the limit tip and
 * remembered location, the selectability and OK rule through the kernel's confirmation), picking
 * and navigation over the kernel's selection and router, and the loading flags the views read.
 */
export { FinderSettings } from './FinderSettings';
export { DirectoryStore } from './DirectoryStore';
export { DialogStore } from './DialogStore';
export { FINDER_SETTINGS, FINDER_DIRECTORY, FINDER_DIALOGS } from './finderKeys';
export { FINDER_PLUGIN, finderPlugin, type FinderPluginOptions } from './finderPlugin';
export { FINDER_CONFIRM_PLUGIN, finderConfirm, finderDisabledReason } from './finderConfirm';
export type { RouteWhere } from './activeEntry';
export type { LoadingView } from './viewLoading';
export type { NavigationView } from './navigation';
export type { PickingView } from './picking';
export { FINDER_CONTEXT_PLUGIN, finderContext } from './finderContext';
export { flushFinderCache } from './cachedCalls';
export { chooseTab, search, clearSearch, refresh } from './navigation';
export { isTabActive } from './activeEntry';
export {
  openItem,
  toggleItem,
  clickItem,
  doubleClickItem,
  selectableRows,
  selectAllStatus,
  toggleSelectAll,
  type CheckStatus,
} from './picking';
export {
  FolderPrefetch,
  FOLDER_PREFETCH_DELAY_MS,
  folderListOf,
  type FolderPrefetchView,
} from './folderPrefetch';
export { readSavedPath, savePath, readLastTab, saveLastTab } from './memory';
export { listForRoute, companyOfRoute, type RouteLike, type RouteList } from './routeLists';
export { frameLoading, listLoading, SKELETON_DELAY_MS, LOADING_TEXT_DELAY_MS } from './viewLoading';
export type { CompanyRecord, GroupRecord } from './driveCalls';
export type { TeamView } from './teamInfo';
export { finderStateView, extendView, type FinderStateView } from './finderView';
