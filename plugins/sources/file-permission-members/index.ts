/** pickerkit/sources/file-permission-members: who may read or write a file. */
export {
  filePermissionMembersSource,
  filePermissionMemberToItem,
  permissionMode,
  MISSING_FILE_ID,
  type FilePermissionMode,
  type FilePermissionMemberRecord,
} from './filePermissionMembersSource';
export type { Provenance } from '../shared/items';
