/**
 * The selfDefine contract: a third-party source described by callbacks. Each callback receives
 * the load context (signal, cursor, parent, query, pageSize, client, kernel) and answers items
 * in the plain form below; the source turns them into PickerItems (origin selfDefine).
 */
import type { ItemTag, LoadContext } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';

/** An item as a self-defined source gives it. `id` is required; `type` defaults to "self". */
export interface SelfDefinedItem {
  id: string | number;
  name: string;
  type?: 'user' | 'self' | 'department' | 'group' | 'team';
  avatar?: string;
  description?: string;
  tags?: ItemTag[];
  /** False when the item has children (get is called with it as `parent`). Default true. */
  isLeaf?: boolean;
  showCheckbox?: boolean;
  /** The user id, for user items. */
  userid?: string;
  [extra: string]: unknown;
}

/** A page: the items, and whether more exist (`cursor` is handed back on the next call). */
export interface SelfDefinedPage<Cursor = unknown> {
  items: SelfDefinedItem[];
  cursor?: Cursor;
  /** Default true: one call gives everything. */
  done?: boolean;
}

export type SelfDefinedAnswer = SelfDefinedItem[] | SelfDefinedPage;

export interface SelfDefineSpec {
  /** Unique among the picker's sources; also the tab key. */
  key: string;
  title: string;
  /** Lists the root items, or the children of `ctx.parent`. Required. */
  get(ctx: LoadContext): Promise<SelfDefinedAnswer> | SelfDefinedAnswer;
  /** Searches `ctx.query`. Required unless `searchable` is false. */
  search?(ctx: LoadContext & { query: string }): Promise<SelfDefinedAnswer> | SelfDefinedAnswer;
  /** Every selectable leaf (root selection). Required when `rootNodeSelectable`. */
  getAll?(ctx: LoadContext): Promise<SelfDefinedItem[]> | SelfDefinedItem[];
  searchable?: boolean;
  rootNodeSelectable?: boolean;
  searchTitle?: string;
  /** Show as a tree (children through get with a parent). Default: false. */
  tree?: boolean;
  /**
   * What the source lists, for its empty states: members ('No available members'), files ('The
   * file is empty') or items (default: 'The list is empty'). A search over a source that does not
   * list members finds 'No search results found' rather than 'No matching members found'.
   */
  contentKind?: SelfDefineContentKind;
}

export const SELF_DEFINE_CONTENT_KINDS = ['members', 'files', 'items'] as const;
export type SelfDefineContentKind = (typeof SELF_DEFINE_CONTENT_KINDS)[number];

/** A selfDefine source config: the spec with type "selfDefine". */
export type SelfDefineConfig = MemberSourceConfig & SelfDefineSpec & { type: 'selfDefine' };
