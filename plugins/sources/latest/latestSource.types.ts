/** Records and cursors of the recent-contacts source. */
import type { WalkCursor } from '../../../kernel/sources/cursors';

/** Account recent contact (GET /api/contact/relation/last_list). */
export interface RecentContactRecord {
  recent_id: number | string;
  userid?: number | string;
  name?: string;
  avatar?: string;
}

/** Workspace-mode recent chat (directory recent contacts and chat search). */
export interface ChatRecord {
  id: number | string;
  /** 2 means a group chat; anything else a person. */
  chat_type: number;
  name?: string;
  avatar?: { type?: string; list?: string[] } | string;
  next_seq?: number;
  highlight?: string | { name?: string };
  dept_name?: string;
}

/** How the recent tab loads: account list, company sequence, or the workspace parameter walk. */
export type LatestMode = 'account' | 'company' | 'workspace';

export type LatestCursor = number | WalkCursor<number>;

export interface LatestOptions {
  /** The `source` sent to the account recent-contacts calls (default "kdocs"). */
  source?: string;
}
