/** pickerkit/sources/drive-star: starred items, paged by a running count. */
export { driveStarSource, tagToItem } from './driveStarSource';
export type { TagRecord, TagsPage } from './driveStarSource';
