/**
 * pickerkit/drive/latest-folders: the latest-folders strip's state (the destinations of the last
 * 29 days, first 20) as a plugin, `latestFoldersPlugin()`, whose store is LATEST_FOLDERS on the
 * kernel; committing a directory saves the folder as latest (`LatestFolders.save`).
 */
export { LatestFolders, type LatestFoldersStatus } from './LatestFolders';
export { LATEST_FOLDERS, LATEST_FOLDERS_PLUGIN } from './latestFoldersKey';
export { latestFoldersPlugin } from './latestFoldersPlugin';
export {
  latestFolderToItem,
  latestFoldersParams,
  saveLatestFolder,
  LATEST_FOLDERS_MAX,
  LATEST_FOLDERS_WINDOW_S,
  type LatestFolderRecord,
  type LatestFoldersPage,
} from './latestFolderCalls';
