/**
 * pickerkit/drive/latest-folders: the latest-folders strip's state (the destinations of the last
 * 29 days, first 20), one per finder kernel; committing a directory saves the folder as latest
 * (finder-state's finderConfirm, with saveLatestFolder of the drive-latest-folders source).
 */
export {
  LatestFolders,
  latestFoldersOf,
  LATEST_FOLDERS_KEY,
  type LatestFoldersStatus,
} from './LatestFolders';
