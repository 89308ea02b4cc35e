/**
 * The sequence cursor (company recent contacts): the server answers the next sequence number;
 * a negative one means finished. The first request sends none.
 */
import type { CursorStep } from './types';

export const sequenceCursor = {
  advance(_prev: number | undefined, response: { next?: number | null }): CursorStep<number> {
    const next = typeof response.next === 'number' ? response.next : -1;
    return { cursor: next, done: next < 0 };
  },
};
