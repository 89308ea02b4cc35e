/** Constants and records of the union selector's tab sources (union-selector.md sections 3, 7, 9). */
import type { SourceConfig } from '../../../kernel';

/** The built-in tab types with a data source; `time` and custom tabs fetch nothing. */
export const UNION_DATA_TABS = ['all', 'contact', 'team', 'group', 'dept', 'docs'] as const;
export type UnionDataTab = (typeof UNION_DATA_TABS)[number];

/** The source type of a data tab, as registered with the kernel (`union:all`, ...). */
export function unionSourceType(tab: UnionDataTab): string {
  return `union:${tab}`;
}

/** Recommended contacts kept on the all tab and on the contact tab. */
export const RECOMMEND_LIMITS = { all: 5, contact: 20 } as const;
/** The page size when the host gives no requestCount. */
export const DEFAULT_REQUEST_COUNT = 10;
/** The group source of team-member calls when the host gives none. */
export const DEFAULT_UNION_GROUP_SOURCE = 'kdocs';
/** groupParams of the spec: teams (group type 1) of the yundoc and kdocs sources. */
export const GROUP_PARAMS = { group_type: 1, sources: 'yundoc,kdocs' } as const;
/** Office-suite groups (woaGroup) merged into the all tab: group type 4 of the woa source. */
export const WOA_GROUP_PARAMS = { group_type: 4, sources: 'woa' } as const;
/** Quick file search on the all tab returns at most this many files. */
export const QUICK_SEARCH_COUNT = 10;

/** What every tab source of one selector shares, set by the preset. */
export interface UnionSourceSettings {
  /** The current file id (required by the selector; team members come from its group). */
  fid?: number;
  /** The company id whose departments the dept tab searches (deptParams.cid). */
  cid?: string | number;
  /** Team members and contact search use only this group when given. */
  onlyShowGroupId?: string | number;
  /** The group source of team-member calls (default kdocs). */
  groupSource?: string;
  /** Page size of every tab (default 10). */
  requestCount?: number;
  /** The all tab merges office-suite groups, teams and departments when these are on. */
  includeGroupInfo?: boolean;
  includeTeamInfo?: boolean;
  includeDeptInfo?: boolean;
  /** Lower-case extensions the docs tab may insert; others are shown disabled. */
  includeFileExts?: readonly string[];
  /**
   * The tab the selector opens on, when that is known before init (its source config): its
   * first page is asked beside init's calls (unionTabSources.ts).
   */
  openingTab?: SourceConfig;
}

/** A roaming (recent) file or a file search hit, as the drive answers them. */
export interface UnionFileRecord {
  fileid?: number | string;
  id?: number | string;
  fname?: string;
  name?: string;
  ext?: string;
  ftype?: string;
  mtime?: number;
  ctime?: number;
  groupid?: number | string;
  corpid?: number | string;
  company_name?: string;
  new_path?: string;
  file_src?: string;
  highlight?: { file_name?: string[] };
  file?: UnionFileRecord;
  [field: string]: unknown;
}

export interface UnionDepartmentRecord {
  id: number | string;
  name?: string;
  avatar?: string;
  comp_id?: number | string;
  abs_path?: string;
  highlight?: string | { name?: string };
}
