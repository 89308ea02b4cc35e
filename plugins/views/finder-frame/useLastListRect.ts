/**
 * The size of the file list's scroll area as last measured, for the list that replaces it: each
 * folder, search and type-ahead is a list of its own in the same place, and given this size its
 * virtualizer renders the rows in view in its first pass instead of measuring first (a pass
 * with no rows, then one with them).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ListRect, VirtualListHandle } from '../shared/VirtualList';

export function useLastListRect(list: RefObject<VirtualListHandle | null>): ListRect | undefined {
  const last = useRef<ListRect | undefined>(undefined);
  useLayoutEffect(() => {
    const rect = list.current?.rect();
    if (rect && rect.height > 0) last.current = rect;
  });
  return last.current;
}
