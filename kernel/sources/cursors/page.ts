/**
 * 1-based page numbers (contacts): the cursor is the page to request next, starting at 1.
 * Done when fewer than a full page came back, or when the total is reached.
 */
import type { CursorStep, PageCount } from './types';

export const pageCursor = {
  start: 1,
  /** The page to request: 1 on the first load. */
  current(cursor: number | undefined): number {
    return cursor ?? 1;
  },
  advance(prev: number | undefined, page: PageCount): CursorStep<number> {
    const requested = prev ?? 1;
    const seen = requested * page.pageSize;
    const reachedTotal = page.total !== undefined && seen >= page.total;
    return { cursor: requested + 1, done: page.received < page.pageSize || reachedTotal };
  },
};
