/** Records of the contacts source. */
export interface ContactRecord {
  contact_id: number | string;
  mark_name?: string;
  nick_name?: string;
  avatar?: string;
  highlight?: string | { name?: string };
}

export interface ContactListResponse {
  infos?: ContactRecord[];
  cnt?: number;
}

export interface ContactSearchResponse {
  contacts?: ContactRecord[];
  total?: number;
}
