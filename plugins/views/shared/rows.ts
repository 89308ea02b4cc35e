/**
 * The rows of a flat list: entries, special rows, titles and the status rows around them.
 * A list is built from a source's state (browse) or from the merged search rows (search).
 */
import type { PickerItem } from '../../../kernel';
import { MEMBER_ROW_TYPES } from '../../sources/member-items';
import type { SearchView, SourceStateView } from './surface';
import { listRowHeights } from '../theme/rowHeights';

export type ListRow =
  | { kind: 'item'; key: string; item: PickerItem }
  | { kind: 'special'; key: string; item: PickerItem }
  | { kind: 'title'; key: string; text: string }
  | { kind: 'loadMore'; key: string; sourceKey: string; parentKey?: string }
  | { kind: 'loading'; key: string }
  | { kind: 'error'; key: string; retry: 'source' | 'search'; sourceKey?: string };

/**
 * Row heights in px by kind in the comfortable density (rows are fixed-height so the list never
 * measures; a list reads its density's heights from theme/rowHeights.ts).
 */
export const ROW_HEIGHT: Record<ListRow['kind'], number> = listRowHeights('comfortable');

function fromItem(item: PickerItem, fallbackSource: string): ListRow {
  if (item.type === 'title') return { kind: 'title', key: item.key, text: item.name };
  if (item.type === 'loadMore') {
    return {
      kind: 'loadMore',
      key: item.key,
      sourceKey: item.sourceKey || fallbackSource,
      parentKey: item.parentKey,
    };
  }
  if (item.type === 'emptyInfo') return { kind: 'title', key: item.key, text: item.name };
  if (MEMBER_ROW_TYPES.has(item.type)) return { kind: 'special', key: item.key, item };
  return { kind: 'item', key: item.key, item };
}

/** Rows of a source's root list, with a load-more, loading or error row at the end. */
export function browseRows(sourceKey: string, state: SourceStateView): ListRow[] {
  const rows = state.items.map((item) => fromItem(item, sourceKey));
  if (state.status === 'loading-more') rows.push({ kind: 'loading', key: '__loading' });
  else if (state.status === 'error' && rows.length > 0) {
    rows.push({ kind: 'error', key: '__error', retry: 'source', sourceKey });
  } else if (state.status === 'loaded' && !state.done) {
    rows.push({ kind: 'loadMore', key: '__loadMore', sourceKey });
  }
  return rows;
}

/** Rows of the merged search results (titles and load-more rows come from the kernel). */
export function searchRows(search: SearchView): ListRow[] {
  const rows = search.rows.map((item) => fromItem(item, item.sourceKey));
  if (search.status === 'loading-more') rows.push({ kind: 'loading', key: '__loading' });
  else if (search.status === 'error' && rows.length > 0) {
    rows.push({ kind: 'error', key: '__error', retry: 'search' });
  }
  return rows;
}

/**
 * The source whose load-more row comes first: the search block that reaching the end of the
 * results continues (and whose next page is fetched ahead as the end nears).
 */
export function firstLoadMoreSource(rows: readonly ListRow[]): string | undefined {
  const more = rows.find((row) => row.kind === 'loadMore');
  return more?.kind === 'loadMore' ? more.sourceKey : undefined;
}

/** Rows the keyboard moves through: entries, special rows, load-more and retry rows. */
export function isActionableRow(row: ListRow | undefined): boolean {
  return (
    row?.kind === 'item' ||
    row?.kind === 'special' ||
    row?.kind === 'loadMore' ||
    row?.kind === 'error'
  );
}
