/** pickerkit/sources/drive-latest-folders: destinations of the last 29 days, first 20. */
export {
  driveLatestFoldersSource,
  latestFolderToItem,
  latestFoldersParams,
  saveLatestFolder,
  LATEST_FOLDERS_WINDOW_S,
  LATEST_FOLDERS_MAX,
} from './driveLatestFoldersSource';
export type { LatestFolderRecord, LatestFoldersPage } from './driveLatestFoldersSource';
