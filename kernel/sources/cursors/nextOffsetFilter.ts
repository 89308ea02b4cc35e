/**
 * The `next_offset` / `next_filter` cursor (drive lists): both are sent back as they came;
 * a `next_offset` of -1 (or any negative) means no more results.
 */
import type { CursorStep } from './types';

export interface OffsetFilter {
  offset: number;
  filter: string;
}

export const OFFSET_FILTER_START: OffsetFilter = Object.freeze({ offset: 0, filter: '' });

export const nextOffsetFilterCursor = {
  start: OFFSET_FILTER_START,
  current(cursor: OffsetFilter | undefined): OffsetFilter {
    return cursor ?? OFFSET_FILTER_START;
  },
  advance(
    _prev: OffsetFilter | undefined,
    response: { next_offset?: number | null; next_filter?: string | null },
  ): CursorStep<OffsetFilter> {
    const offset = typeof response.next_offset === 'number' ? response.next_offset : -1;
    return { cursor: { offset, filter: response.next_filter ?? '' }, done: offset < 0 };
  },
};
