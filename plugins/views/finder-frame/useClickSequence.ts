/**
 * A click sequence (click, click, dblclick) belongs to the list its first click landed in.
 *
 * The finder opens a folder on one click, and many users double-click folders out of habit. When
 * the folder's first page is in memory (prefetched, or seen before), its list is drawn before the
 * second click and the dblclick arrive, and those land on whatever row of the new list is under
 * the pointer: a file there would be selected and, in single mode, committed; a folder opened in
 * turn. So a list takes a later click of a sequence (`event.detail` of 2 or more) only when the
 * click before it (one less) landed in it since it was last shown, and a dblclick only when it
 * took the click before it. A first click (detail 1, or 0 from the keyboard or a script) is
 * always taken.
 *
 * The browser goes on counting when the next double-click comes at the same place within its
 * double-click time: drilling down folder after folder on the first row gives the new list
 * clicks of detail 3 and 4. The third landed where the second did, so the list takes it (it
 * opens the folder under it) and the fourth lands in the next list, which does not.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';

export interface ClickSequence {
  /** Whether the list takes a click of this `detail`. */
  takesClick(detail: number): boolean;
  /** Whether the list takes a dblclick. */
  takesDoubleClick(): boolean;
}

export function useClickSequence(active: boolean): ClickSequence {
  // The detail of the last click that landed in the list since it was shown, and whether the
  // list took it. Each showing (and hiding) starts afresh: a sequence that began before it was
  // shown began in another list.
  const last = useRef<{ detail: number; taken: boolean } | null>(null);
  useLayoutEffect(() => {
    last.current = null;
  }, [active]);
  return useMemo(
    () => ({
      takesClick(detail: number) {
        const taken = detail <= 1 || last.current?.detail === detail - 1;
        last.current = { detail, taken };
        return taken;
      },
      takesDoubleClick: () => last.current?.taken === true,
    }),
    [],
  );
}
