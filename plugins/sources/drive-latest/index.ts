/** pickerkit/sources/drive-latest: recent files, paged by the last item's mtime. */
export { driveLatestSource, roamingToItem } from './driveLatestSource';
export type { RoamingRecord, RoamingPage } from './driveLatestSource';
