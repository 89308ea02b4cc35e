/** Records and options of the group source. */
export interface GroupRecord {
  id: number | string;
  group_id?: number | string;
  name?: string;
  /** Absent or 1 is a normal group; other values (archived) get no avatar lookup. */
  status?: number;
  source?: string;
  group_type?: number;
  company_id?: number;
  avatars?: string[];
  /** The group's own avatar (the default one when it has no custom avatars). */
  avatar?: string;
  recent_members?: Array<{ userid?: number | string; name?: string; avatar?: string }>;
  highlight?: string | { name?: string };
  /** Added by the source: up to 4 member avatars from the batch lookup. */
  member_avatars?: string[];
}

export interface GroupOptions {
  /** `sources` of the group calls (default "woa"). */
  sources?: string;
}

/** Group type 4 is a group, 1 a team (member-picker.md section 9). */
export const GROUP_TYPE_GROUP = 4;
export const GROUP_TYPE_TEAM = 1;
export const DEFAULT_GROUP_SOURCES = 'woa';
/** Avatar lookups: batches of 50 groups, 4 member avatars each. */
export const AVATAR_BATCH = 50;
export const AVATARS_PER_GROUP = 4;
