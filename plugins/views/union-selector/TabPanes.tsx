/**
 * The list tabs' lists, each kept once its tab was shown: the active tab's pane is laid out and
 * shown; every other kept pane stays under it with the `hidden` attribute (the sheet keeps it laid
 * out at the same size, with `visibility: hidden`: out of sight, out of the accessibility tree and
 * of the focus order). A revisited tab shows rows already rendered, scrolled where the user left
 * them, in the frame of the click, instead of a new list building its rows. A tab the pointer
 * rests on is built before its click (`usePreparedTabs`), its cached first page shown, so the first
 * visit of a tab costs no more than a revisit. A hidden list follows its tab's rows, not the search.
 */
import { useEffect, useRef, useState } from 'react';
import { UnionList, type UnionListProps } from './UnionList';

/** How long the pointer rests on a tab before its list is built, hidden, ahead of the click. */
export const PREPARE_DELAY_MS = 80;

export interface TabPane {
  key: string;
  type: string;
  canLoadMore: boolean;
  searchCanLoadMore: boolean;
}

export interface TabPanesProps extends Omit<
  UnionListProps,
  'tabKey' | 'tabType' | 'canLoadMore' | 'searchCanLoadMore' | 'active'
> {
  /** The list tabs (not the time or custom ones). */
  tabs: readonly TabPane[];
  /** The tab shown, when it is a list tab. */
  activeKey: string | null;
  /** Tabs built ahead of their click (hovered), hidden until then. */
  prepared: readonly string[];
}

export function TabPanes({ tabs, activeKey, prepared, ...list }: TabPanesProps) {
  const kept = useKeptKeys(activeKey, prepared);
  return (
    <>
      {tabs
        .filter((tab) => tab.key === activeKey || kept.includes(tab.key))
        .map((tab) => {
          const active = tab.key === activeKey;
          return (
            <div key={tab.key} className="pk-union__pane" hidden={!active} data-pk-pane={tab.key}>
              <UnionList
                {...list}
                tabKey={tab.key}
                tabType={tab.type}
                canLoadMore={tab.canLoadMore}
                searchCanLoadMore={tab.searchCanLoadMore}
                active={active}
              />
            </div>
          );
        })}
    </>
  );
}

/** The keys shown or prepared so far, in the order they came. */
function useKeptKeys(activeKey: string | null, prepared: readonly string[]): readonly string[] {
  const [kept, setKept] = useState<readonly string[]>([]);
  const wanted = [activeKey, ...prepared].filter((key): key is string => key !== null);
  const missing = wanted.filter(
    (key, index) => !kept.includes(key) && wanted.indexOf(key) === index,
  );
  // Adjusted while rendering (React renders again at once, before committing), not in an effect:
  // an effect would render the panes a second time in the frame of the click.
  if (missing.length > 0) setKept([...kept, ...missing]);
  return kept;
}

/**
 * The tabs hovered long enough to be built ahead (`PREPARE_DELAY_MS`): `enter` on pointer enter,
 * `leave` on pointer leave. `prepare` readies a tab's rows first (its cached page shown, unasked);
 * false when the tab has nothing to build.
 */
export function usePreparedTabs(prepare: (key: string) => Promise<boolean>): {
  prepared: readonly string[];
  enter(key: string): void;
  leave(): void;
} {
  const [prepared, setPrepared] = useState<readonly string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ prepared, prepare });
  latest.current = { prepared, prepare };
  // One `enter` and `leave` for the component's life, reading the latest render's values: the
  // sidebar that takes them does not render again with every render of the shell.
  const [pointer] = useState(() => {
    const leave = () => clearTimeout(timer.current);
    const enter = (key: string) => {
      leave();
      if (latest.current.prepared.includes(key)) return;
      const { prepare: prepareNow } = latest.current;
      timer.current = setTimeout(() => {
        void prepareNow(key).then((ready) => {
          if (ready) setPrepared((now) => (now.includes(key) ? now : [...now, key]));
        });
      }, PREPARE_DELAY_MS);
    };
    return { enter, leave };
  });
  useEffect(() => pointer.leave, [pointer]);
  return { prepared, enter: pointer.enter, leave: pointer.leave };
}
