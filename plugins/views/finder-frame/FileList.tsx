/**
 * The file list of the current route (WAI-ARIA listbox): virtualized, so a folder of any size
 * keeps only the rows in view in the DOM; scrolling near the end loads the next page, and a
 * load already running is never started twice (the kernel's runtime ignores loadMore while a
 * page loads). Up and down move, Enter opens a folder (or picks a file), Space ticks a row.
 * While its route change has not succeeded (or its first page loads): a skeleton after 200 ms,
 * then a loading text after 350 ms (viewLoading.ts); then the list, its empty state by route,
 * or its error with a retry. Focus stays in the list when it is replaced (useListFocusKeeper).
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { localMatches, type PickerItem } from '../../../kernel';
import { entryOf } from '../../../plugins/sources/shared/driveEntry';
import { clickItem, doubleClickItem, openItem, toggleItem } from '../../drive/finder-state/picking';
import { FolderPrefetch } from '../../drive/finder-state/folderPrefetch';
import { EmptyState } from '../components/ListStates/EmptyState';
import { ErrorPanel } from '../components/ListStates/ErrorPanel';
import { Hint, hintText } from '../shared/hints';
import { ProvisionalHint, provisionalListAttributes } from '../shared/provisionalList';
import { useListKeyboard } from '../shared/useListKeyboard';
import { VirtualList, type VirtualListHandle } from '../shared/VirtualList';
import { FileRow } from './FileRow';
import { useFinder, useFinderT, type FinderTranslate } from './FinderContext';
import { useLastListRect } from '../shared/useLastListRect';
import { useListFocusKeeper } from './useListFocusKeeper';
import { useSearchCountAnnouncement } from './useSearchCountAnnouncement';
import { useShownPending } from './useShownPending';
import { LoadingState } from './LoadingState';
import { useDensity } from '../theme/DensityContext';
import { densityPx } from '../theme/rowHeights';
import { listLoading } from '../../drive/finder-state/viewLoading';
import type { FinderView } from './finderView';
import { finderErrorMessage } from '../../drive/result-codes/finderResultCodes';

export { SKELETON_DELAY_MS, LOADING_TEXT_DELAY_MS } from '../../drive/finder-state/viewLoading';
export const FILE_ROW_HEIGHT = densityPx('comfortable', 'fileRowHeight');
/** A search hit has a third line, its location: its row is this much taller. */
export const SEARCH_ROW_EXTRA = 20;
const NO_ITEMS: readonly PickerItem[] = [];

function emptyText(store: FinderView, t: FinderTranslate): string {
  const route = store.router.current;
  if (route?.name === 'Search') {
    return t('emptySearch', { keyword: String(route.params.keyword ?? '') });
  }
  if (route?.name === 'Latest') return t('emptyLatest');
  return t('emptyDefault');
}

export const FileList = observer(function FileList({ onCommit }: { onCommit(): void }) {
  const store = useFinder();
  const density = useDensity();
  const fileRowHeight = densityPx(density, 'fileRowHeight');
  const t = useFinderT();
  const list = store.list;
  const state = store.listState();
  // Type-ahead before the server: while a search's route waits for its results, the rows of the
  // folder shown that match the keyword are shown at once, marked as provisional. The route on
  // its way shows a task after it starts: its requests leave first (useShownPending).
  const pending = useShownPending(store.router);
  const provisionalRows =
    pending?.name === 'Search' && state
      ? localMatches(String(pending.params.keyword ?? ''), [state.items])
      : [];
  const provisional = provisionalRows.length > 0;
  const items: readonly PickerItem[] = provisional ? provisionalRows : (state?.items ?? NO_ITEMS);
  const listRef = useRef<VirtualListHandle>(null);
  const lastRect = useLastListRect(listRef);
  const prefix = useId();
  const waiting = listLoading(store, pending) && !provisional;

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
    enabled: true,
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
  const listKey = list
    ? `${list.sourceKey}|${list.parent.key}${provisional ? '|typed' : ''}`
    : null;
  useEffect(() => () => prefetch.release(), [prefetch, listKey]);
  useEffect(() => () => prefetch.moveOn(), [prefetch]);
  const keyboardRow = items[keyboard.activeIndex];
  const listHasFocus = useRef(false);
  useEffect(() => {
    if (listHasFocus.current) prefetch.rest(keyboardRow);
  }, [prefetch, keyboardRow]);

  useSearchCountAnnouncement(store, waiting);
  const listElementId = `${prefix}-files`;
  const stateElementId = `${prefix}-state`;
  const shown = !waiting && list !== null && state?.status !== 'error' && items.length > 0;
  const scrollToIndex = useCallback((index: number) => listRef.current?.scrollToIndex(index), []);
  const leaving = useListFocusKeeper({
    listKey,
    listElementId: shown ? listElementId : null,
    fallbackElementId: !waiting && list !== null ? stateElementId : null,
    activeIndex: keyboard.activeIndex,
    firstIndex: shown ? items.findIndex((_, index) => isSelectable(index)) : -1,
    count: items.length,
    setActiveIndex: keyboard.setActiveIndex,
    scrollToIndex,
  });

  if (waiting) {
    const searching = (pending ?? store.router.current)?.name === 'Search';
    return (
      <LoadingState
        waiting
        rows={6}
        className="pk-finder-list pk-finder-list--state"
        text={searching ? t('searching') : undefined}
      />
    );
  }
  if (!list) return null;
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
  const searching = store.router.current?.name === 'Search';
  const rowHeight = searching ? fileRowHeight + SEARCH_ROW_EXTRA : fileRowHeight;
  const { activeIndex } = keyboard;
  return (
    <>
      <Hint id={`${prefix}-hint`} text={hintText(store.kernel, 'files')} />
      <ProvisionalHint
        kernel={store.kernel}
        id={`${prefix}-provisional`}
        provisional={provisional}
      />
      <VirtualList
        // Each folder is a list of its own: a list replacing another never inherits its scroll
        // offset, against which the virtualizer would measure (and render nothing) until a
        // scroll. A new density measures the rows again in the same list.
        key={listKey ?? ''}
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
        estimateSize={() => rowHeight}
        getItemKey={(index) => items[index]?.key ?? index}
        onEndReached={() => void store.kernel.sources.loadMore(list.sourceKey, list.parent.key)}
        onNearEnd={() => store.kernel.sources.prefetchMore(list.sourceKey, list.parent.key)}
        onKeyDown={keyboard.onKeyDown}
        onFocus={() => {
          listHasFocus.current = true;
          keyboard.onFocus();
          prefetch.rest(items[keyboard.activeIndex]);
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
              onClick={(clicked) => {
                // A folder opened is left at once: its row is remembered for Back, not drawn
                // active in a list that is going away (that render would delay the request).
                if (openItem(store, clicked)) {
                  leaving(index);
                  return;
                }
                keyboard.setActiveIndex(index);
                clickItem(store, clicked);
              }}
              onDoubleClick={(clicked) => doubleClickItem(store, clicked, onCommit)}
              onPointerRest={(rested) => prefetch.rest(rested)}
            />
          );
        }}
      />
    </>
  );
});
