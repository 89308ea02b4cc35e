/**
 * The flat list (a listbox) of a source in browse mode, or of the merged results in search mode:
 * a loading skeleton, an empty state, an error panel, or the rows with load-more on scroll.
 */
import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useKernel } from '../shared/KernelContext';
import { emptyListLabel, emptySearchLabel } from '../shared/emptyText';
import { EmptyView, ErrorView, LoadingState } from '../shared/ListStates';
import { browseRows, firstLoadMoreSource, searchRows, type ListRow } from '../shared/rows';
import type { ListSlotProps } from '../shared/slots';
import { viewKernel, type LoadStatus } from '../shared/surface';
import { useKeyedThrottle } from '../shared/useKeyedThrottle';
import { useT } from '../shared/useT';
import { activateSpecialRow } from '../special-rows/activateSpecialRow';
import { ListBox } from './ListBox';
import { UserNotFoundPrompt } from './UserNotFoundPrompt';

const rowThrottleKey = (row: ListRow) => row.key;

export const FlatList = observer(function FlatList({
  sourceKey,
  mode,
  emptyText,
  emptyLink,
}: ListSlotProps) {
  const kernel = useKernel();
  const { sources, search, selection, tabs } = viewKernel(kernel);
  const t = useT();
  const searching = mode === 'search';
  const state = !searching && sourceKey ? sources.state(sourceKey) : null;
  const status: LoadStatus = searching ? search.status : (state?.status ?? 'idle');

  useEffect(() => {
    if (!searching && sourceKey && status === 'idle') void sources.loadFirst(sourceKey);
  }, [searching, sourceKey, status, sources]);

  const rows: ListRow[] = searching
    ? searchRows(search)
    : state && sourceKey
      ? browseRows(sourceKey, state)
      : [];

  const retry = useCallback(() => {
    if (searching) void search.retry();
    else if (sourceKey) void sources.retry(sourceKey);
  }, [searching, search, sources, sourceKey]);

  const activate = useKeyedThrottle(
    (row: ListRow) => {
      if (row.kind === 'item') void selection.toggle(row.item);
      else if (row.kind === 'special') activateSpecialRow(row.item);
      else if (row.kind === 'loadMore') {
        if (searching) void search.loadMore(row.sourceKey);
        else void sources.loadMore(row.sourceKey, row.parentKey);
      } else if (row.kind === 'error') retry();
    },
    rowThrottleKey,
    selection.clickThrottleMs,
  );

  // Within a screen of the end, the next page is fetched ahead (shown at the load-more distance):
  // the list's, or that of the search block the end's load-more continues.
  const onNearEnd = () => {
    if (searching) {
      const block = firstLoadMoreSource(rows);
      if (block) search.prefetchMore?.(block);
    } else if (sourceKey && state && !state.done) sources.prefetchMore?.(sourceKey);
  };

  const onEndReached = () => {
    if (searching) {
      const block = firstLoadMoreSource(rows);
      if (block) void search.loadMore(block);
    } else if (sourceKey && state && !state.done && state.status === 'loaded') {
      void sources.loadMore(sourceKey);
    }
  };

  if (rows.length === 0) {
    if (status === 'error') return <ErrorView onRetry={retry} />;
    if (status === 'empty' || status === 'loaded') {
      const label = searching
        ? emptySearchLabel(tabs.list.map((tab) => sources.get(tab.sourceKey ?? tab.key)))
        : emptyListLabel(sourceKey ? sources.get(sourceKey) : undefined);
      const empty = (
        <EmptyView text={emptyText ?? t(label)} link={emptyLink} searching={searching} />
      );
      if (!searching) return empty;
      return (
        <div className="pk-search-empty">
          <UserNotFoundPrompt />
          {empty}
        </div>
      );
    }
    return <LoadingState />;
  }
  return (
    <ListBox
      rows={rows}
      label={searching ? t('searchResults') : t('title')}
      onActivate={activate}
      onEndReached={onEndReached}
      onNearEnd={onNearEnd}
      provisional={searching && search.provisional === true}
    />
  );
});
