/** Records, cursors and options of the team-member source. */
export interface TeamMemberRecord {
  id?: number | string;
  userid?: number | string;
  name?: string;
  avatar?: string;
  role?: string;
  highlight?: string | { name?: string };
}

export interface TeamMembersPage {
  members?: TeamMemberRecord[];
  total?: number;
  /** The current user's role in the team. */
  user_role?: string | null;
}

/** Search cursor: the team search first, then (when it found nobody) the company staff search. */
export interface TeamSearchCursor {
  phase: 'team' | 'company';
  offset: number;
}

export interface TeamMembersOptions {
  /** Fall back to the company staff search when the team search is empty (default true). */
  companyFallback?: boolean;
}
