/**
 * Offset paging: the cursor is the number of rows already received. A source is done when fewer
 * than a full page came back, or when the total is reached.
 */
import type { CursorStep, PageCount } from './types';

export const offsetCursor = {
  start: 0,
  /** The offset to request: 0 on the first page. */
  current(cursor: number | undefined): number {
    return cursor ?? 0;
  },
  advance(prev: number | undefined, page: PageCount): CursorStep<number> {
    const next = (prev ?? 0) + page.received;
    const reachedTotal = page.total !== undefined && next >= page.total;
    return { cursor: next, done: page.received < page.pageSize || reachedTotal };
  },
};
