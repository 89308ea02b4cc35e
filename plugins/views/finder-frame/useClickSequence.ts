/**
 * A click sequence (click, click, dblclick) belongs to the list its first click landed in.
 *
 * The finder opens a folder on one click, and many users double-click folders out of habit. When
 * the folder's first page is in memory (prefetched, or seen before), its list is drawn before the
 * second click and the dblclick arrive, and those land on whatever row of the new list is under
 * the pointer: a file there would be selected and, in single mode, committed; a folder opened in
 * turn. So a list takes a later click of a sequence (`event.detail` of 2 or more) and a dblclick
 * only when a first click (detail 1, or 0 for a click from the keyboard or a script) landed in it
 * since it was last shown.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';

export interface ClickSequence {
  /** Whether the list takes a click of this `detail`. */
  takesClick(detail: number): boolean;
  /** Whether the list takes a dblclick. */
  takesDoubleClick(): boolean;
}

export function useClickSequence(active: boolean): ClickSequence {
  const started = useRef(false);
  // Each showing (and hiding) of the list starts afresh: a sequence that began before it was
  // shown began in another list.
  useLayoutEffect(() => {
    started.current = false;
  }, [active]);
  return useMemo(
    () => ({
      takesClick(detail: number) {
        if (detail <= 1) started.current = true;
        return started.current;
      },
      takesDoubleClick: () => started.current,
    }),
    [],
  );
}
