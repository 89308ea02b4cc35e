/**
 * The file list of the current route, with the lists of the last folders shown kept in hidden
 * panes (like the union selector's tab lists): Back, Forward and a folder opened again show the
 * rows already rendered, scrolled where the user left them, in the frame of the click, instead of
 * a new list building its rows. A hidden pane stays under the shown one at the same size
 * (`hidden`, `visibility: hidden`: out of sight, of the accessibility tree and of the focus order;
 * `content-visibility: hidden`: no style or layout work while hidden) and still follows its rows.
 * At most KEPT_LISTS lists are kept, the least recently shown dropped.
 * While a route change has not succeeded (or its first page loads): a skeleton after 200 ms, then
 * a loading text after 350 ms (viewLoading.ts), every pane hidden; while a search is on its way,
 * the type-ahead's rows in a list of their own, every pane hidden.
 */
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { localMatches, type PickerItem } from '../../../kernel';
import type { RouteList } from '../../drive/finder-state/routeLists';
import { listLoading } from '../../drive/finder-state/viewLoading';
import type { ListRect } from '../shared/VirtualList';
import { densityPx } from '../theme/rowHeights';
import { useFinder, useFinderT } from './FinderContext';
import { FolderListPane, listKeyOf } from './FolderListPane';
import { LoadingState } from './LoadingState';
import { useSearchCountAnnouncement } from './useSearchCountAnnouncement';
import { useShownPending } from './useShownPending';

export { SKELETON_DELAY_MS, LOADING_TEXT_DELAY_MS } from '../../drive/finder-state/viewLoading';
export { SEARCH_ROW_EXTRA } from './FolderListPane';
export const FILE_ROW_HEIGHT = densityPx('comfortable', 'fileRowHeight');
/** How many lists the finder keeps rendered: the one shown and the last two shown before it. */
export const KEPT_LISTS = 3;
const NO_ROWS: readonly PickerItem[] = [];

export const FileList = observer(function FileList({ onCommit }: { onCommit(): void }) {
  const store = useFinder();
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
      : NO_ROWS;
  const provisional = provisionalRows.length > 0;
  const waiting = listLoading(store, pending) && !provisional;
  useSearchCountAnnouncement(store, waiting);

  // The type-ahead's rows are a list of their own, over the folder's pane, which stays as it is
  // (hidden): the results that replace them do not draw the folder's rows again behind them.
  const shownKey = !waiting && !provisional && list ? listKeyOf(list) : null;
  const kept = useKeptLists(shownKey === null ? null : list);
  // What the panes share: the row each list was left on, the last list's size, and the commit,
  // one function for the list's life (the frame passes a new one each render): a hidden pane's
  // props stay the same, so it does not render again when the route changes.
  const [remembered] = useState(() => new Map<string, number>());
  const lastRect = useRef<ListRect | undefined>(undefined);
  const commitNow = useRef(onCommit);
  commitNow.current = onCommit;
  const [commit] = useState(() => () => commitNow.current());
  const pane = (key: string, paneList: RouteList, active: boolean, rows = NO_ROWS) => (
    <div key={key} className="pk-finder-pane" hidden={!active} data-pk-pane={key}>
      <FolderListPane
        list={paneList}
        active={active}
        provisionalRows={rows}
        onCommit={commit}
        remembered={remembered}
        lastRect={lastRect}
      />
    </div>
  );

  const searching = (pending ?? store.router.current)?.name === 'Search';
  return (
    <div className="pk-finder-panes">
      {waiting && (
        <LoadingState
          waiting
          rows={6}
          className="pk-finder-list pk-finder-list--state"
          text={searching ? t('searching') : undefined}
        />
      )}
      {kept.map((keptList) => {
        const key = listKeyOf(keptList);
        return pane(key, keptList, key === shownKey);
      })}
      {provisional && list && pane('typed', list, true, provisionalRows)}
    </div>
  );
});

/**
 * The lists kept, in the order they were first shown (a pane never moves in the page, which would
 * lose its scroll offset): `shown` joins them as it is shown, and past KEPT_LISTS the least
 * recently shown is dropped. Adjusted while rendering (React renders again at once, before
 * committing), not in an effect, which would draw the panes twice.
 */
function useKeptLists(shown: RouteList | null): readonly RouteList[] {
  const [kept, setKept] = useState<{ lists: readonly RouteList[]; recent: readonly string[] }>({
    lists: [],
    recent: [],
  });
  if (shown === null) return kept.lists;
  const key = listKeyOf(shown);
  if (kept.recent[kept.recent.length - 1] === key) return kept.lists;
  const recent = [...kept.recent.filter((one) => one !== key), key].slice(-KEPT_LISTS);
  const known = kept.lists.some((list) => listKeyOf(list) === key);
  const lists = [...kept.lists, ...(known ? [] : [shown])].filter((list) =>
    recent.includes(listKeyOf(list)),
  );
  setKept({ lists, recent });
  return lists;
}
