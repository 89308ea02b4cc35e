/** Records of custom tags and their members. */
export interface CustomTagRecord {
  tag_id: number | string;
  tag_name?: string;
  member_count?: number;
}

export interface CustomMemberRecord {
  user_id: number | string;
  user_name?: string;
  avatar?: string;
  tag_id?: number | string;
  tag_name?: string;
}
