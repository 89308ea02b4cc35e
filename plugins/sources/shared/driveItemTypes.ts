/**
 * The item types drive sources make (driveEntry.ts): files, folders and teams. Folders and teams
 * are the folder kinds a directory-mode picker is about. The drive sources register these, not
 * the member vocabulary: a drive item is never a member, and the finder's confirm payload is its
 * own (the confirmation registry keeps one builder per kernel).
 */
import type { PickerKernel } from '../../../kernel';

export const DRIVE_ITEM_TYPES = Object.freeze([
  { type: 'file' },
  { type: 'folder', folder: true },
  { type: 'team', folder: true },
]);

/** Registers the drive types; running it again (another drive source) changes nothing. */
export function registerDriveItems(kernel: PickerKernel): void {
  kernel.itemTypes.register(...DRIVE_ITEM_TYPES);
}
