/**
 * Keeps keyboard users in the file list when the list changes under them. Opening a folder
 * (Enter), creating one or going Back replaces the list, and the element that had focus (the
 * old list, the new-folder field) leaves the page, so focus would fall to the page body outside
 * the dialog. When the new list is in the page and focus is nowhere (the body), the list takes
 * it (or, while the folder is empty or failed, the area that says so); its active row is the one
 * it had when the user left that folder (Back), else the first. A list kept in a hidden pane and
 * shown again (Back, Forward) takes focus the same way when focus was in the pane now hidden, and
 * its active row is the row whose folder the user opened from it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ListFocusKeeperOptions {
  /** The list's identity (its source and folder); null while no list shows. */
  listKey: string | null;
  /** The list is the one shown (not kept in a hidden pane). */
  active: boolean;
  /** The row each list was left on, by list key: shared by the lists that replace each other. */
  remembered: Map<string, number>;
  /** The list element's id, or null while it is not in the page (loading, empty, error). */
  listElementId: string | null;
  /** What takes focus instead while the list shows its empty or error state, else null. */
  fallbackElementId: string | null;
  activeIndex: number;
  /** The first row the keyboard can rest on (-1: none). */
  firstIndex: number;
  /** How many rows the list holds now (a revisit shows the cached first page only). */
  count: number;
  setActiveIndex(index: number): void;
  /** Brings a row into view (the list is virtualized). */
  scrollToIndex(index: number): void;
}

/**
 * Returns `leaving(index)`: the user opens the folder of row `index` with the pointer. That row
 * is remembered as the list's active row for a return (Back) without setting it, which would
 * redraw the list being left before the folder's request is sent.
 */
export function useListFocusKeeper({
  listKey,
  active,
  remembered,
  listElementId,
  fallbackElementId,
  activeIndex,
  firstIndex,
  count,
  setActiveIndex,
  scrollToIndex,
}: ListFocusKeeperOptions): (index: number) => void {
  /** The list shown and its active row; `left`: the row whose folder the user is opening. */
  const shown = useRef<{ key: string; index: number; left?: boolean } | null>(null);
  // Shown again after it was hidden: the row the user left it from becomes its active row, in
  // this render (set while rendering, for the reason below).
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    const previous = shown.current;
    if (active && previous?.left) {
      shown.current = { key: previous.key, index: previous.index };
      if (previous.index !== activeIndex) setActiveIndex(previous.index);
    }
  }

  // The active row of a new list is set while it renders, not in an effect after it paints: the
  // list then never shows (or acts on) the row index of the list before it, nor no row at all,
  // for a frame in which a key can already reach it (Enter pressed as it appears, under load,
  // was lost or opened a row the user never chose). React renders again at once, before the
  // list is painted.
  if (active && listKey !== null && listElementId !== null) {
    const previous = shown.current;
    if (previous?.key === listKey) {
      if (activeIndex < 0 && previous.index >= count && count > 0) {
        // A kept list shown again with its first page only (its pages were refreshed): the row
        // left further down is stood in for by the last row it holds, as for a list remounted.
        previous.index = count - 1;
        setActiveIndex(count - 1);
      } else if (!previous.left) previous.index = activeIndex;
    } else {
      if (previous) remembered.set(previous.key, previous.index);
      // A folder comes back with its cached first page only: a row the user left further down
      // is not in the list (yet), so the last row it holds stands in for it. Pointing past the
      // rows left the list with no active row and scrolled it past its end.
      const left = remembered.get(listKey) ?? firstIndex;
      const restored = Math.min(left, count - 1);
      shown.current = { key: listKey, index: restored };
      if (restored !== activeIndex) setActiveIndex(restored);
      // Not scrolled here: with a scroll to the restored row the browser bench's revisit of a
      // folder still showed that folder empty ("No files here yet"), whose cause is not found
      // yet; the keyboard brings the active row into view when it moves.
      void scrollToIndex;
    }
  }

  const leaving = useCallback((index: number) => {
    if (shown.current) shown.current = { ...shown.current, index, left: true };
  }, []);

  // A list going away (its pane dropped) leaves its row for the list that comes back in its place.
  useEffect(
    () => () => {
      if (shown.current) remembered.set(shown.current.key, shown.current.index);
    },
    [remembered],
  );

  // After every render of the list shown (a new list, a list shown again, a created folder added
  // to it): if the element that had focus left the page, or is in a pane now hidden, focus goes
  // back to the list.
  useEffect(() => {
    if (!active) return;
    const target = listElementId ?? fallbackElementId;
    if (target === null) return;
    const focused = document.activeElement;
    const focusLost =
      focused === null || focused === document.body || focused.closest('[hidden]') !== null;
    if (focusLost) document.getElementById(target)?.focus({ preventScroll: true });
  });
  return leaving;
}
