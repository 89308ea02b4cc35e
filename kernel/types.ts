/**
 * The kernel's shared vocabulary: items, sources, the load contract and the confirm payload.
 * Records stay plain objects; only the stores decide what is observable.
 */
import type { PickerKernel } from './PickerKernel';
import type { RequestClient } from './request/types';

/** Item types of member-picker.md section 3; the last seven are rows, never selectable. */
export type ItemType =
  | 'user'
  | 'company'
  | 'department'
  | 'team'
  | 'group'
  | 'custom'
  | 'self'
  | 'source'
  | 'file'
  | 'folder'
  | 'addContact'
  | 'title'
  | 'emptyInfo'
  | 'loadMore'
  | 'addCustom'
  | 'manageCustom';

/** Row types that are never selected: they are parts of the list, not data. */
export const ROW_TYPES: ReadonlySet<ItemType> = new Set([
  'addContact',
  'title',
  'emptyInfo',
  'loadMore',
  'addCustom',
  'manageCustom',
]);

/** A member tag: plain text or text with a style name. */
export type ItemTag = string | { tagName: string; style?: string };

/**
 * One entry of a list. `key` is `type + '_' + id` (see selectionKey). `raw` is the server record,
 * kept as it came; the display fields are derived once when the source maps the record.
 */
export interface PickerItem<Raw = unknown> {
  key: string;
  id: string;
  type: ItemType;
  /** The source origin (latest, company, department, staff, userTeam, teamMember, ...). */
  origin: string;
  subOrigin?: string;
  /** The key of the source (tab) that produced the item. */
  sourceKey: string;
  name: string;
  /** Search-hit name holding `<em>` highlights. Views sanitise it to `<em>` only. */
  highlightName?: string;
  avatar?: string;
  /** Groups: up to four member avatars, drawn as an avatar group in place of `avatar`. */
  avatars?: string[];
  title?: string;
  deptName?: string;
  description?: string;
  tags?: ItemTag[];
  /** Tree nodes: true when the node may have children to expand. */
  hasChild?: boolean;
  /** Tree nodes: the key of the parent node, when the item sits in a tree. */
  parentKey?: string;
  /** Departments: how many staff it holds, recursively, when the server says. */
  memberCount?: number;
  role?: string;
  permission?: string;
  isExternal?: boolean;
  isLeaf?: boolean;
  showCheckbox?: boolean;
  userid?: string;
  companyId?: string;
  deptId?: string;
  groupId?: string;
  teamId?: string;
  customId?: string;
  selfId?: string;
  raw: Raw;
}

export function selectionKey(type: string, id: string | number): string {
  return `${type}_${id}`;
}

/** Source types a caller may configure (member-picker.md section 3; the finder's drive sources). */
export const SOURCE_TYPES = [
  'company',
  'department',
  'latest',
  'myTeam',
  'teamPerson',
  'teamCompany',
  'teamMember',
  'custom',
  'customMember',
  'group',
  'filePermissionMember',
  'selfDefine',
  'contact',
  'staff',
  'collaborator',
  'recommend',
  // The drive sources of the finder (finder.md sections 2 and 7).
  'driveTeamFiles',
  'driveLatest',
  'driveStar',
  'driveFavorite',
  'driveShare',
  'driveMyTeams',
  'driveDevices',
  'driveDeviceFiles',
  'driveEnterpriseTeams',
  'driveSearch',
  'driveLatestFolders',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number] | (string & {});

/** A source as the caller configures it (after normalisation: companyId parsed, title set). */
export interface SourceConfig {
  type: SourceType;
  key?: string;
  title?: string;
  _alias?: string;
  searchable?: boolean;
  searchTitle?: string;
  companyId?: number | string;
  comp_id?: number | string;
  deptId?: number | string;
  deptIds?: Array<number | string>;
  level?: number;
  sid?: string | number;
  gid?: string | number;
  params?: Record<string, unknown>;
  rootNodeSelectable?: boolean;
  minCount?: number;
  getParamsArr?: Array<Record<string, unknown>>;
  searchParamsArr?: Array<Record<string, unknown>>;
  searchBySingleCompany?: boolean;
  searchDeptTitle?: string;
  isExpand?: boolean;
  queryByAccount?: boolean;
  selectType?: string;
  isList?: boolean;
  companySearchable?: boolean;
  /** A per-source base URL: a string, a function of the service name, or a map by service. */
  baseURL?: BaseUrlOption;
  [extra: string]: unknown;
}

export type BaseUrlOption = string | ((service: string) => string) | Record<string, string>;

/** Whether a load is for browsing a list or a tree node, or for a search. */
export type LoadMode = 'browse' | 'search';

/** What the kernel hands a source when it asks for a page. */
export interface LoadContext<Cursor = unknown> {
  signal: AbortSignal;
  /** undefined on the first page; afterwards whatever the previous page returned. */
  cursor: Cursor | undefined;
  /** The tree node being expanded; undefined for the root list. */
  parent?: PickerItem;
  /** The trimmed, non-empty query, in search mode. */
  query?: string;
  mode: LoadMode;
  pageSize: number;
  /** True when the caller asked for fresh data (the cache must not answer). */
  forceUpdate: boolean;
  client: RequestClient;
  kernel: PickerKernel;
}

/** A page a source returns. `done` says no further page exists for this (source, parent, query). */
export interface LoadResult<Cursor = unknown> {
  items: PickerItem[];
  cursor?: Cursor;
  done: boolean;
  total?: number;
  /** A line shown above the list (for example the team-member search fallback). */
  preTip?: string;
}

/**
 * A data source, registered by a source plugin through kernel.sources.register().
 * The kernel does the bookkeeping (state machine, paging, cache, abort); the source describes data.
 */
export interface SourceDefinition<Cursor = unknown> {
  /** Unique key of the source; it is also the tab key. */
  key: string;
  type: SourceType;
  /** The tab label (already translated, or a translation key resolved by the view). */
  title: string;
  /** Shown as a tree (company, department) or a flat list. */
  tree: boolean;
  searchable: boolean;
  /** Title of the source's block in multi-source search results. */
  searchTitle?: string;
  pageSize?: number;
  /** Results may be cached (default true). */
  cacheable?: boolean;
  load(ctx: LoadContext<Cursor>): Promise<LoadResult<Cursor>>;
  search?(ctx: LoadContext<Cursor> & { query: string }): Promise<LoadResult<Cursor>>;
  /** Every selectable leaf under a node (root selection, select-all). */
  loadAll?(ctx: LoadContext<Cursor>): Promise<PickerItem[]>;
  /** Initial root nodes of a tree source (expanded or collapsed). */
  roots?(ctx: LoadContext<Cursor>): Promise<PickerItem[]>;
  /** The source config it was made from. */
  config: SourceConfig;
}

/** Fields of a selected item that leave the picker on confirm. */
export const CONFIRM_FIELDS = [
  'id',
  'key',
  'type',
  'origin',
  'subOrigin',
  'name',
  'avatar',
  'deptName',
  'description',
  'userid',
  'companyId',
  'deptId',
  'groupId',
  'teamId',
  'customId',
  'selfId',
  'role',
  'permission',
  'isExternal',
  'memberCount',
] as const;
export type ConfirmItem = Partial<Pick<PickerItem, (typeof CONFIRM_FIELDS)[number]>> & {
  id: string;
  key: string;
  type: ItemType;
};

export interface ConfirmPayload {
  items: ConfirmItem[];
  dropdownSelectIndex: number;
  /** The remind-others checkbox, when the picker shows it. */
  remind?: boolean;
}

export type Release = 'default' | 'oversea' | 'oem';
export const RELEASES: readonly Release[] = ['default', 'oversea', 'oem'];
