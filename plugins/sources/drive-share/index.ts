/** pickerkit/sources/drive-share: shared items (next_offset / next_filter). */
export { driveShareSource, shareToItem } from './driveShareSource';
export type { ShareRecord, SharePage } from './driveShareSource';
