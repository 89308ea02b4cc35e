/**
 * The size of a list's scroll area as last measured, for the list that replaces it in the same
 * place: each finder folder, search and type-ahead, and each union selector tab, is a list of its
 * own, and given this size its virtualizer renders the rows in view in its first pass instead of
 * measuring first (a pass with no rows, then one with them). Where the list is remounted with its
 * component (a tab's list keyed by its tab), the parent that stays holds the size in `memory`.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ListRect, VirtualListHandle } from './VirtualList';

export function useLastListRect(
  list: RefObject<VirtualListHandle | null>,
  memory?: { current: ListRect | undefined },
): ListRect | undefined {
  const own = useRef<ListRect | undefined>(undefined);
  const last = memory ?? own;
  useLayoutEffect(() => {
    const rect = list.current?.rect();
    if (rect && rect.height > 0) last.current = rect;
  });
  return last.current;
}
