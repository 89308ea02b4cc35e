/**
 * The kernel's shared vocabulary: items, sources, the load contract and the confirm payload.
 * Records stay plain objects; only the stores decide what is observable.
 */
import type { BaseUrlOption, RequestClient } from './request/types';

/**
 * The kernel as plugins, sources and hooks receive it. kernel/PickerKernel.ts fills this in by
 * declaration merging (`kernel: PickerKernel`), so the contract files and the stores that use them
 * never import the root store: the root imports its parts, never the reverse.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KernelTypes {}
export type KernelRef = KernelTypes extends { kernel: infer Kernel } ? Kernel : never;

/**
 * An item's type. The set is open: the kernel's own rows are `title` and `loadMore`; presets and
 * plugins register theirs (user, department, file, time, ...) in `kernel.itemTypes` with their id
 * keys and whether they can be picked.
 */
export type ItemType = KernelRowType | (string & {});

/** The rows the kernel itself adds to lists (search block titles, load-more rows). */
export type KernelRowType = 'title' | 'loadMore';
export const KERNEL_ROW_TYPES: readonly KernelRowType[] = ['title', 'loadMore'];

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

/** A source's type: each source plugin provides its own (`latest`, `company`, `files`, ...). */
export type SourceType = string;

/**
 * A source as the caller configures it. The kernel reads the common fields; each product's
 * sources add their own (the member picker's are in plugins/sources/shared/memberSourceConfig.ts).
 */
export interface SourceConfig {
  type: SourceType;
  key?: string;
  title?: string;
  searchable?: boolean;
  searchTitle?: string;
  /** A per-source base URL: a string, a function of the service name, or a map by service. */
  baseURL?: BaseUrlOption;
  [extra: string]: unknown;
}

export type { BaseUrlOption };

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
  kernel: KernelRef;
  /** In search mode, what the search scope limits it to (the finder's current folder). */
  scope?: Readonly<Record<string, unknown>>;
  /**
   * On a search's first page, when the search shows answers as they come: shows the rows the
   * answer holds so far while the rest is still asked (an answer made of several calls). Each
   * call must pass the leading rows of the final answer, in its order: the rows passed before,
   * then more. They are shown provisional until the page itself is returned.
   */
  showSoFar?(items: PickerItem[]): void;
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

/** What a pasted entry is: an e-mail address, a phone number, or a name. */
export type PasteEntryKind = 'email' | 'phone' | 'name';

/** One well-formed entry of a pasted list, as sources receive it. */
export interface PasteEntry {
  /** Its position in the paste (0-based): answers and the report keep this order. */
  index: number;
  /** The entry as pasted ("Ann <ann@x.cn>"). */
  text: string;
  kind: PasteEntryKind;
  /** What to look up: the address, the digits of the number, or the name. */
  value: string;
}

/** A source's answer for one pasted entry: the people it matches exactly. */
export interface ResolveAnswer {
  index: number;
  items: PickerItem[];
}

/**
 * A data source, registered by a source plugin through kernel.sources.register().
 * The kernel does the bookkeeping (state machine, paging, cache, abort); the source describes data.
 */
export interface SourceDefinition<Cursor = unknown> {
  /** Unique key of the source; it is also the tab key. */
  key: string;
  type: SourceType;
  /**
   * The tab label (already translated, or a translation key resolved by the view). Read when
   * shown: it may be a getter that follows the kernel's language (the built-in sources' titles).
   */
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
  /**
   * Looks pasted entries up (kernel/paste): one answer per entry asked, with the people it
   * matches exactly (none, one, or several when it is ambiguous). Called with a batch of entries
   * and an abortable context; sources sharing one resolver function are asked once.
   */
  resolve?(entries: readonly PasteEntry[], ctx: LoadContext<Cursor>): Promise<ResolveAnswer[]>;
  /**
   * True for a node of this tree that a search can be limited to (a department): once the user
   * opens it, the search offers "inside it" or "everywhere" (kernel/search/SearchArea.ts), and
   * a search inside it reaches search() with the node in `ctx.scope` (searchAreaOf).
   */
  searchWithin?(node: PickerItem): boolean;
  /** The source config it was made from. */
  config: SourceConfig;
}

/**
 * What confirm() resolves with: the shape the preset's payload builder gives it (see
 * kernel/registry/ConfirmRegistry.ts); `{ items }` when no preset registered one.
 */
export type ConfirmPayload = Record<string, unknown>;

export type Release = 'default' | 'oversea' | 'oem';
export const RELEASES: readonly Release[] = ['default', 'oversea', 'oem'];
