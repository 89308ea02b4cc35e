import { describe, expect, it } from 'vitest';
import { nextOffsetFilterCursor } from '../../../../kernel/sources/cursors';

describe('nextOffsetFilterCursor (drive lists)', () => {
  it('starts at offset 0 with no filter', () => {
    expect(nextOffsetFilterCursor.current(undefined)).toEqual({ offset: 0, filter: '' });
  });

  it('carries both tokens back', () => {
    expect(
      nextOffsetFilterCursor.advance(undefined, { next_offset: 30, next_filter: 'abc' }),
    ).toEqual({ cursor: { offset: 30, filter: 'abc' }, done: false });
  });

  it('is done at next_offset -1', () => {
    expect(nextOffsetFilterCursor.advance(undefined, { next_offset: -1 }).done).toBe(true);
  });
});
