/**
 * The part of the kernel the views read, written as types. The stores of kernel/selection,
 * kernel/sources, kernel/search, kernel/tree and kernel/navigation provide it (the compiler checks
 * that in `viewKernel()`); a view plugin's tests may stand in for a store with this shape.
 */
import type {
  PasteReport,
  PasteStatus,
  PickerError,
  PickerItem,
  PickerKernel,
  SearchAreaChoice,
  SourceDefinition,
} from '../../../kernel';

export type CheckStatus = 0 | 1 | 2;

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'loading-more' | 'error';

export interface SourceStateView {
  status: LoadStatus;
  items: readonly PickerItem[];
  error: PickerError | null;
  done: boolean;
  total?: number;
  preTip?: string;
}

export interface SourcesView {
  state(sourceKey: string, parentKey?: string): SourceStateView;
  loadFirst(sourceKey: string, options?: { parentKey?: string; forceUpdate?: boolean }): unknown;
  loadMore(sourceKey: string, parentKey?: string): unknown;
  /** Fetches a loaded list's next page ahead, unshown. */
  prefetchMore?(sourceKey: string, parentKey?: string): unknown;
  retry(sourceKey: string, parentKey?: string): unknown;
  get(sourceKey: string): SourceDefinition | undefined;
}

export interface SearchView {
  readonly query: string;
  readonly isSearching: boolean;
  /** The rows are the loaded rows matching what is typed, until the server answers. */
  readonly provisional?: boolean;
  /** Part of the server's answer is shown while the rest is asked (the list stays provisional). */
  readonly partlyAnswered?: boolean;
  input(value: string): void;
  setQuery(value: string): void;
  readonly rows: readonly PickerItem[];
  readonly status: LoadStatus;
  readonly error: PickerError | null;
  readonly preTip?: string;
  loadMore(sourceKey: string): unknown;
  /** Fetches a block's next page ahead, unshown (the scroll nears the end of the results). */
  prefetchMore?(sourceKey: string): unknown;
  retry(): unknown;
}

export type TreeRowKind = 'node' | 'loadMore' | 'loading' | 'error' | 'empty';

export interface TreeRowView {
  /** Stable row key. */
  key?: string;
  /** The node; for status rows, the node they belong to (null: the roots). */
  item: PickerItem | null;
  level: number;
  kind: TreeRowKind;
  expanded: boolean;
}

export interface TreeView {
  visibleRows(sourceKey: string): readonly TreeRowView[];
  /** Loads the roots and restores the expanded nodes. */
  loadRoots(sourceKey: string): unknown;
  toggleExpand(node: PickerItem): unknown;
  isExpanded(key: string): boolean;
}

export interface TabView {
  key: string;
  title: string;
  sourceKey?: string;
}

export interface TabsView {
  readonly list: readonly TabView[];
  readonly activeKey: string | null;
  setActive(key: string): void;
}

export interface SelectionView {
  isSelected(key: string): boolean;
  statusOf(item: PickerItem): CheckStatus;
  toggle(item: PickerItem): unknown;
  remove(key: string): unknown;
  clear(): unknown;
  readonly selectedItems: readonly PickerItem[];
  readonly count: number;
  readonly maxCount?: number;
  readonly canConfirm: boolean;
  isDisabled(key: string): boolean;
  /** Why an item cannot be picked (the row shows it), or null. */
  disabledReasonOf(item: PickerItem): { code: string; message: string } | null;
  /** The row click throttle of the picker's mode. */
  readonly clickThrottleMs: number;
}

/** A pasted list being resolved, and its report (kernel/paste). */
export interface PasteView {
  readonly status: PasteStatus;
  readonly report: PasteReport | null;
  readonly progress: { settled: number; total: number };
  accepts(text: string): boolean;
  /** Loads what a paste needs (the entries' classification) ahead of one. */
  preload(): void;
  paste(text: string): unknown;
  retryFailed(): unknown;
  choose(index: number, item: PickerItem): unknown;
  undo(): unknown;
  cancel(): void;
  dismiss(): void;
}

/** Where a search looks inside the tree: the opened place and the user's choice. */
export interface SearchAreaView {
  readonly place: PickerItem | null;
  readonly choice: SearchAreaChoice;
  choose(choice: SearchAreaChoice): void;
}

/** What the views use of a kernel. */
export interface ViewKernel {
  sources: SourcesView;
  search: SearchView;
  searchArea: SearchAreaView;
  tree: TreeView;
  tabs: TabsView;
  selection: SelectionView;
  paste: PasteView;
}

/** The kernel seen through the view surface (the stores implement it). */
export function viewKernel(kernel: PickerKernel): ViewKernel {
  return kernel;
}
