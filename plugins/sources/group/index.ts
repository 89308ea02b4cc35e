/** pickerkit/sources/group: the user's groups. */
export { groupSource, groupToItem } from './groupSource';
export { memberAvatars, needsAvatarLookup } from './groupAvatars';
export type { GroupOptions, GroupRecord } from './groupSource.types';
export {
  AVATAR_BATCH,
  AVATARS_PER_GROUP,
  GROUP_TYPE_GROUP,
  GROUP_TYPE_TEAM,
} from './groupSource.types';
