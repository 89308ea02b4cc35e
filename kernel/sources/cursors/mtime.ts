/**
 * The mtime cursor (latest files): the next page starts after the last item's mtime. Done when
 * fewer than a full page came back (an empty page included).
 */
import type { CursorStep } from './types';

export const mtimeCursor = {
  advance(
    prev: number | undefined,
    page: { items: ReadonlyArray<{ mtime?: number }>; pageSize: number },
  ): CursorStep<number | undefined> {
    const last = page.items[page.items.length - 1];
    const cursor = typeof last?.mtime === 'number' ? last.mtime : prev;
    return { cursor, done: page.items.length < page.pageSize };
  },
};
