/**
 * The list of the active tab (a virtualized WAI-ARIA listbox): its browse rows, or the search rows
 * of that tab; a skeleton of 20 rows while loading (after 200 ms on tabs other than all, at once
 * for all and for searches), the empty text of the tab, or the error view whose click retries.
 * Up and Down move, Enter picks, Left moves focus back to the sidebar; scrolling within 30 px of
 * the end loads more when the tab allows it.
 */
import { useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { PickerItem } from '../../../kernel';
import { ListRowView } from '../list/ListRowView';
import { EmptyView, ErrorView } from '../shared/ListStates';
import { useKernel } from '../shared/KernelContext';
import {
  browseRows,
  firstLoadMoreSource,
  isActionableRow,
  searchRows,
  type ListRow,
} from '../shared/rows';
import { useDensity } from '../theme/DensityContext';
import { listRowHeights } from '../theme/rowHeights';
import { viewKernel } from '../shared/surface';
import { Hint, hintText } from '../shared/hints';
import { ProvisionalHint, provisionalListAttributes } from '../shared/provisionalList';
import { useListKeyboard } from '../shared/useListKeyboard';
import { VirtualList, type ListRect, type VirtualListHandle } from '../shared/VirtualList';
import { useLastListRect } from '../shared/useLastListRect';
import { Skeleton } from '../components/ListStates/Skeleton';
import { useBusinessCardScope } from '../components/BusinessCard/BusinessCardScope';
import { businessCardId, hasBusinessCard } from '../shared/ItemContent';
import { FileRow } from './FileRow';
import { LOAD_MORE_DISTANCE, SKELETON_ROWS, SKELETON_THROTTLE_MS } from './layout';
import { emptyTextKey, TAB_LABEL } from './tabLabels';
import { useDelayedFlag } from '../shared/useDelayedFlag';
import { usePickerT, useUnionT } from './useUnionT';

export interface UnionListProps {
  tabKey: string;
  tabType: string;
  canLoadMore: boolean;
  searchCanLoadMore: boolean;
  multiple: boolean;
  /** Why an item cannot be inserted (translated), or null. */
  disabledReason(item: PickerItem): string | null;
  /** A row was picked (click or Enter); throttled by the caller. */
  onPick(item: PickerItem): void;
  /** Left: focus goes back to the sidebar. */
  onFocusSidebar(): void;
  /**
   * The list area's size as the last tab's list measured it (held by the shell, which stays while
   * each tab's list is its own): a tab's list renders its rows in its first pass.
   */
  lastRect?: { current: ListRect | undefined };
  /**
   * False while the list is kept hidden under the active tab's (TabPanes): it follows its tab's own
   * rows, not the search, and takes no keys. True when left out.
   */
  active?: boolean;
}

export const UnionList = observer(function UnionList(props: UnionListProps) {
  const { tabKey, tabType, multiple, active = true } = props;
  const kernel = useKernel();
  const density = useDensity();
  const rowHeights = listRowHeights(density);
  const { sources, search, selection } = viewKernel(kernel);
  const t = useUnionT();
  const pt = usePickerT();
  // A hidden list does not read the search, so typing does not render it again.
  const searching = active && search.isSearching;
  const state = sources.state(tabKey);
  const status = searching ? search.status : state.status;
  const provisional = searching && search.provisional === true;
  const allowMore = searching ? props.searchCanLoadMore : props.canLoadMore;
  // The same rows while what they show stays (a tab list revealed, a tick): with them the list's
  // row keys and the rows' props stay too, and the rows are not rendered again (ListRowView memo).
  const shownItems = searching ? search.rows : state.items;
  const shownStatus = searching ? search.status : state.status;
  const shownDone = searching ? true : state.done;
  const rows: ListRow[] = useMemo(
    () =>
      (searching ? searchRows(search) : browseRows(tabKey, state)).filter(
        (row) => allowMore || row.kind !== 'loadMore',
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the rows are made of, read above
    [searching, shownItems, shownStatus, shownDone, allowMore, tabKey],
  );
  const loading = rows.length === 0 && (status === 'loading' || status === 'idle');
  const skeletonDelay = searching || tabType === 'all' ? 0 : SKELETON_THROTTLE_MS;
  const showSkeleton = useDelayedFlag(loading, skeletonDelay);

  const retry = useCallback(() => {
    if (searching) void search.retry();
    else void sources.retry(tabKey);
  }, [searching, search, sources, tabKey]);

  const activate = (row: ListRow | undefined) => {
    if (!row) return;
    if (row.kind === 'item') props.onPick(row.item);
    else if (row.kind === 'loadMore') {
      if (searching) void search.loadMore(row.sourceKey);
      else void sources.loadMore(row.sourceKey);
    } else if (row.kind === 'error') retry();
  };

  const listRef = useRef<VirtualListHandle>(null);
  const initialRect = useLastListRect(listRef, props.lastRect);
  const prefix = useId();
  const rowId = (index: number) => `${prefix}-row-${index}`;
  const isSelectable = useCallback((index: number) => isActionableRow(rows[index]), [rows]);
  const cards = useBusinessCardScope();
  const keyboard = useListKeyboard({
    count: rows.length,
    isSelectable,
    onActivate: (index) => activate(rows[index]),
    listRef,
    enabled: active,
    onKey: (key, index) => {
      if (key === 'left') {
        props.onFocusSidebar();
        return true;
      }
      // I on a row that advertises it (aria-keyshortcuts) opens its business card.
      const row = rows[index];
      if (key !== 'card' || row?.kind !== 'item' || !hasBusinessCard(row.item) || !cards) {
        return false;
      }
      cards.open(businessCardId(rowId(index)));
      return true;
    },
  });

  const onEndReached = () => {
    const more = allowMore ? firstLoadMoreSource(rows) : undefined;
    if (more === undefined) return;
    if (searching) void search.loadMore(more);
    else void sources.loadMore(more);
  };

  // Within a screen of the end, the next page is fetched ahead (shown at the load-more distance):
  // the tab's, or that of the search block the end's load-more continues.
  const onNearEnd = () => {
    if (!allowMore) return;
    if (searching) {
      const block = firstLoadMoreSource(rows);
      if (block) search.prefetchMore?.(block);
    } else if (!state.done) sources.prefetchMore?.(tabKey);
  };

  // Stable for the rows (their memo); it calls what this render made.
  const latestActivate = useRef({ isSelectable, activate, keyboard });
  useLayoutEffect(() => {
    latestActivate.current = { isSelectable, activate, keyboard };
  });
  const onRowActivate = useCallback(
    (index: number) => {
      const now = latestActivate.current;
      if (now.isSelectable(index)) now.keyboard.setActiveIndex(index);
      now.activate(rows[index]);
    },
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);

  if (rows.length === 0) {
    // A hidden list with no rows (left while it loaded) shows nothing: its tab loads again when shown.
    if (!active) return null;
    if (status === 'error') return <ErrorView onRetry={retry} />;
    if (status === 'empty' || status === 'loaded') {
      return <EmptyView text={t(emptyTextKey(tabType, searching))} />;
    }
    return showSkeleton ? <Skeleton rows={SKELETON_ROWS} label={pt('loading')} /> : null;
  }

  return (
    <>
      <Hint id={`${prefix}-hint`} text={hintText(kernel, 'list')} />
      <ProvisionalHint kernel={kernel} id={`${prefix}-provisional`} provisional={provisional} />
      <VirtualList
        measureKey={density}
        ref={listRef}
        initialRect={initialRect}
        role="listbox"
        aria-label={searching ? pt('searchResults') : pt(TAB_LABEL[tabType] ?? 'searchResults')}
        {...provisionalListAttributes(
          provisional,
          `${prefix}-hint`,
          `${prefix}-provisional`,
          provisional && search.partlyAnswered === true,
        )}
        aria-multiselectable={multiple || undefined}
        aria-activedescendant={keyboard.activeIndex >= 0 ? rowId(keyboard.activeIndex) : undefined}
        tabIndex={0}
        data-pk-list=""
        className="pk-list pk-union__list"
        count={rows.length}
        estimateSize={(index) => rowHeights[rows[index]?.kind ?? 'item']}
        getItemKey={getItemKey}
        endReachedDistance={LOAD_MORE_DISTANCE}
        onEndReached={onEndReached}
        onNearEnd={onNearEnd}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        renderRow={(index, style) => {
          const row = rows[index];
          const common = {
            id: rowId(index),
            index,
            count: rows.length,
            active: index === keyboard.activeIndex,
            style,
            selection,
            onActivate: onRowActivate,
          };
          if (row.kind === 'item' && row.item.type === 'file') {
            return (
              <FileRow
                key={row.key}
                {...common}
                item={row.item}
                multiple={multiple}
                language={kernel.language}
                disabledReason={props.disabledReason(row.item)}
              />
            );
          }
          return <ListRowView key={row.key} {...common} row={row} />;
        }}
      />
    </>
  );
});
