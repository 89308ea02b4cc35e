/**
 * One folder's (or search's) file list in the finder (WAI-ARIA listbox), kept in a pane of its
 * own by FileList: virtualized, so a folder of any size keeps only the rows in view in the DOM;
 * scrolling near the end loads the next page, and a load already running is never started twice
 * (the kernel's runtime ignores loadMore while a page loads). Up and down move, Enter opens a
 * folder (or picks a file), Space ticks a row. Then its empty state by route, or its error with a
 * retry. Focus stays in the list when it is replaced (useListFocusKeeper). A hidden pane's list
 * still follows its rows (a refresh, a tick), and takes no keys, prefetch or type-ahead. The
 * later clicks of a double-click that began in another list are not this list's (useClickSequence).
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { PickerItem } from '../../../kernel';
import { entryOf } from '../../../plugins/sources/shared/driveEntry';
import { clickItem, doubleClickItem, openItem, toggleItem } from '../../drive/finder-state/picking';
import { FolderPrefetch } from '../../drive/finder-state/folderPrefetch';
import type { RouteList } from '../../drive/finder-state/routeLists';
import { ThrottleEpochContext } from '../components/hooks/useThrottledCallback';
import { EmptyState } from '../components/ListStates/EmptyState';
import { ErrorPanel } from '../components/ListStates/ErrorPanel';
import { Hint, hintText } from '../shared/hints';
import { ProvisionalHint, provisionalListAttributes } from '../shared/provisionalList';
import { useListKeyboard } from '../shared/useListKeyboard';
import { VirtualList, type VirtualListHandle, type ListRect } from '../shared/VirtualList';
import { FileRow } from './FileRow';
import { useFinder, useFinderT, type FinderTranslate } from './FinderContext';
import { useLastListRect } from '../shared/useLastListRect';
import { useClickSequence } from './useClickSequence';
import { useListFocusKeeper } from './useListFocusKeeper';
import { useDensity } from '../theme/DensityContext';
import { densityPx } from '../theme/rowHeights';
import type { FinderView } from './finderView';
import { finderErrorMessage } from '../../drive/result-codes/finderResultCodes';

/** A search hit has a third line, its location: its row is this much taller. */
export const SEARCH_ROW_EXTRA = 20;
const NO_ITEMS: readonly PickerItem[] = [];

/** The identity of a route's list: its source and folder (or search). */
export const listKeyOf = (list: RouteList): string => `${list.sourceKey}|${list.parent.key}`;

function emptyText(store: FinderView, t: FinderTranslate): string {
  const route = store.router.current;
  if (route?.name === 'Search') {
    return t('emptySearch', { keyword: String(route.params.keyword ?? '') });
  }
  if (route?.name === 'Latest') return t('emptyLatest');
  return t('emptyDefault');
}

export interface FolderListPaneProps {
  /** The list this pane shows, for its whole life. */
  list: RouteList;
  /** The pane shown: the current route's list, taking keys and focus. */
  active: boolean;
  /**
   * While a search is on its way, the rows of this list that match its keyword (marked as
   * provisional); empty otherwise. Only the active pane is given any.
   */
  provisionalRows: readonly PickerItem[];
  /**
   * Commits the selection (a double-click in single mode). The rows read it through a ref, so a
   * new function works, but it renders the pane again: FileList passes one stable function.
   */
  onCommit(): void;
  /** The row each list left was active on, shared by the panes (a list comes back on Back). */
  remembered: Map<string, number>;
  /** The size of the last list measured, for a new list's first pass. */
  lastRect: { current: ListRect | undefined };
}

export const FolderListPane = observer(function FolderListPane({
  list,
  active,
  provisionalRows,
  onCommit,
  remembered,
  lastRect: rectMemory,
}: FolderListPaneProps) {
  const store = useFinder();
  const density = useDensity();
  const fileRowHeight = densityPx(density, 'fileRowHeight');
  const t = useFinderT();
  const state = store.kernel.sources.state(list.sourceKey, list.parent.key);
  const provisional = provisionalRows.length > 0;
  const items: readonly PickerItem[] = provisional ? provisionalRows : (state?.items ?? NO_ITEMS);
  const listRef = useRef<VirtualListHandle>(null);
  const lastRect = useLastListRect(listRef, rectMemory);
  const prefix = useId();
  // The rows' handlers read the rows of this render through a ref: they stay the same functions,
  // so a row's memo holds when the pane is shown or hidden.
  const itemsNow = useRef(items);
  itemsNow.current = items;
  const commitNow = useRef(onCommit);
  commitNow.current = onCommit;

  const isSelectable = useCallback(
    (index: number) => items[index] !== undefined && !store.selectabilityOf(items[index]).disabled,
    [items, store],
  );
  const activate = useCallback(
    (index: number) => {
      const item = items[index];
      if (!item) return;
      if (entryOf(item)?.isFolder) openItem(store, item);
      else if (store.inputs.mode === 'single') doubleClickItem(store, item, onCommit);
      else toggleItem(store, item);
    },
    [items, store, onCommit],
  );
  const keyboard = useListKeyboard({
    count: items.length,
    isSelectable,
    onActivate: activate,
    listRef,
    enabled: active,
    onKey: (key, index) => {
      if (key !== 'space') return false;
      const item = items[index];
      if (item) toggleItem(store, item);
      return true;
    },
  });

  // A folder row rested on (pointer or keyboard) has its first page fetched ahead.
  const [prefetch] = useState(() => new FolderPrefetch(store));
  // The provisional rows are a list of their own (their active row is not the folder's).
  const listKey = `${listKeyOf(list)}${provisional ? '|typed' : ''}`;
  useEffect(() => () => prefetch.release(), [prefetch, listKey, active]);
  useEffect(() => () => prefetch.moveOn(), [prefetch]);
  const keyboardRow = items[keyboard.activeIndex];
  const listHasFocus = useRef(false);
  useEffect(() => {
    if (listHasFocus.current && active) prefetch.rest(keyboardRow);
  }, [prefetch, keyboardRow, active]);

  const listElementId = `${prefix}-files`;
  const stateElementId = `${prefix}-state`;
  const shown = state?.status !== 'error' && items.length > 0;
  const scrollToIndex = useCallback((index: number) => listRef.current?.scrollToIndex(index), []);
  const leaving = useListFocusKeeper({
    listKey,
    active,
    remembered,
    listElementId: shown ? listElementId : null,
    fallbackElementId: stateElementId,
    activeIndex: keyboard.activeIndex,
    firstIndex: shown ? items.findIndex((_, index) => isSelectable(index)) : -1,
    count: items.length,
    setActiveIndex: keyboard.setActiveIndex,
    scrollToIndex,
  });

  // A double-click that opened a folder does not go on in the folder's list.
  const sequence = useClickSequence(active);
  const onRowClick = useCallback(
    (clicked: PickerItem) => {
      const index = itemsNow.current.indexOf(clicked);
      // A folder opened is left at once: its row is remembered for Back, not drawn active in a
      // list that is going away (that render would delay the request).
      if (openItem(store, clicked)) {
        leaving(index);
        return;
      }
      keyboard.setActiveIndex(index);
      clickItem(store, clicked);
    },
    // setActiveIndex is a state setter: the same function for the pane's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, leaving],
  );
  const onRowDoubleClick = useCallback(
    (clicked: PickerItem) => {
      if (sequence.takesDoubleClick()) doubleClickItem(store, clicked, () => commitNow.current());
    },
    [store, sequence],
  );
  const onRowRest = useCallback((rested: PickerItem) => prefetch.rest(rested), [prefetch]);
  // Each showing of the list starts its rows' click throttles afresh (a row clicked to open its
  // folder takes a click again at once when the user comes Back).
  const [showings] = useState(() => ({ current: 0 }));
  useLayoutEffect(() => {
    if (active) showings.current += 1;
  }, [active, showings]);
  const searching = list.sourceKey === 'driveSearch';
  const rowHeight = searching ? fileRowHeight + SEARCH_ROW_EXTRA : fileRowHeight;
  // The same functions while the rows and their height stay: new ones make the virtualizer
  // measure again and place every row anew, and every row render again (a pane shown or hidden).
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);

  if (state?.status === 'error') {
    return (
      <div id={stateElementId} tabIndex={-1} className="pk-finder-list pk-finder-list--state">
        <p className="pk-finder-error-text">
          {finderErrorMessage(store.kernel, state.error, 'FailDataDefault')}
        </p>
        <ErrorPanel
          text={t('retry')}
          onRetry={() => void store.kernel.sources.retry(list.sourceKey, list.parent.key)}
        />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div id={stateElementId} tabIndex={-1} className="pk-finder-list pk-finder-list--state">
        <EmptyState text={emptyText(store, t)} />
      </div>
    );
  }

  const rowId = (index: number) => `${prefix}-row-${index}`;
  const { activeIndex } = keyboard;
  return (
    <>
      <Hint id={`${prefix}-hint`} text={hintText(store.kernel, 'files')} />
      <ProvisionalHint
        kernel={store.kernel}
        id={`${prefix}-provisional`}
        provisional={provisional}
      />
      <ThrottleEpochContext.Provider value={showings}>
        <VirtualList
          // Each folder is a list of its own: a list replacing another never inherits its scroll
          // offset, against which the virtualizer would measure (and render nothing) until a
          // scroll. A new density measures the rows again in the same list.
          key={listKey}
          measureKey={rowHeight}
          ref={listRef}
          initialRect={lastRect}
          id={listElementId}
          role="listbox"
          aria-label={t('fileList')}
          aria-multiselectable={store.inputs.mode === 'multi' || undefined}
          aria-activedescendant={activeIndex >= 0 ? rowId(activeIndex) : undefined}
          aria-busy={state?.status === 'loading-more' || undefined}
          {...provisionalListAttributes(provisional, `${prefix}-hint`, `${prefix}-provisional`)}
          tabIndex={0}
          className="pk-list pk-finder-list"
          count={items.length}
          estimateSize={estimateSize}
          getItemKey={getItemKey}
          onEndReached={() => void store.kernel.sources.loadMore(list.sourceKey, list.parent.key)}
          onNearEnd={() => store.kernel.sources.prefetchMore(list.sourceKey, list.parent.key)}
          onKeyDown={keyboard.onKeyDown}
          onFocus={() => {
            listHasFocus.current = true;
            keyboard.onFocus();
            if (active) prefetch.rest(items[keyboard.activeIndex]);
          }}
          onBlur={() => {
            listHasFocus.current = false;
          }}
          onMouseLeave={() => prefetch.moveOn()}
          renderRow={(index, style) => {
            const item = items[index];
            return (
              <FileRow
                key={item.key}
                item={item}
                id={rowId(index)}
                active={index === activeIndex}
                style={style}
                takesClick={sequence.takesClick}
                onClick={onRowClick}
                onDoubleClick={onRowDoubleClick}
                onPointerRest={onRowRest}
              />
            );
          }}
        />
      </ThrottleEpochContext.Provider>
    </>
  );
});
