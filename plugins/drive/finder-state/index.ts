/**
 * pickerkit/drive/finder-state: a file picker's state beside the kernel: the store (spaces,
 * companies, features, the team a route shows, the tip), the kernel plugins that keep it (the
 * user context, the limit tip and remembered location, the OK rule and commit payload through
 * the kernel's confirmation), picking and navigation over the kernel's selection and router,
 * and the loading flags the views read.
 */
export { FinderStore, type CommitInfo, type FinderSpaces } from './FinderStore';
export { FINDER_PLUGIN, finderPlugin } from './finderPlugin';
export {
  FINDER_CONFIRM_PLUGIN,
  finderConfirm,
  finderDisabledReason,
  asCommitInfo,
} from './finderConfirm';
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
export { readSavedPath, savePath, readLastTab, saveLastTab } from './memory';
export { listForRoute, companyOfRoute, type RouteLike, type RouteList } from './routeLists';
export { frameLoading, listLoading, SKELETON_DELAY_MS, LOADING_TEXT_DELAY_MS } from './viewLoading';
export type { CompanyRecord, GroupRecord } from './driveCalls';
export type { TeamView } from './teamInfo';
