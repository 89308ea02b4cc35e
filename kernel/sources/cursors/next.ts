/**
 * The `next` cursor (collaborators): the server answers the offset of the next page, -1 when
 * finished. A negative offset is never sent: the page is empty and finished at once.
 */
import type { CursorStep } from './types';

export const NEXT_DONE = -1;

export const nextCursor = {
  start: 0,
  current(cursor: number | undefined): number {
    return cursor ?? 0;
  },
  /** True when the offset is negative: do not call the server, answer `emptyPage()`. */
  isFinished(cursor: number | undefined): boolean {
    return (cursor ?? 0) < 0;
  },
  /** The empty, finished page a negative offset yields. */
  emptyPage<Item>(): { items: Item[]; cursor: number; done: true } {
    return { items: [], cursor: NEXT_DONE, done: true };
  },
  advance(_prev: number | undefined, response: { next?: number | null }): CursorStep<number> {
    const next = typeof response.next === 'number' ? response.next : NEXT_DONE;
    return { cursor: next, done: next < 0 };
  },
};
