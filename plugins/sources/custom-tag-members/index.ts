/** pickerkit/sources/custom-tag-members: the members of one custom tag. */
export { customTagMembersSource } from './customTagMembersSource';
export {
  customMemberToItem,
  loadCustomMembers,
  requireCustomIds,
  fetchTags,
} from './customRequests';
export type { CustomMemberRecord, CustomTagRecord } from './customTagMembersSource.types';
export type { Provenance } from '../shared/items';
