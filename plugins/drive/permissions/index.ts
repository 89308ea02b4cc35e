/**
 * pickerkit/drive/permissions: what a user may do in a drive directory: the permission of a
 * team or device, whether a directory is read-only, and whether a new folder may be made there.
 */
export { DEFAULT_PERMISSION, NO_PERMISSION, devicePermission, teamPermission } from './permission';
export type { Permission, PermissionTeam } from './permission';
export { isReadOnlyDirectory, newFolderVisible } from './directoryRules';
export type { DirectoryState, NewFolderState } from './directoryRules';
