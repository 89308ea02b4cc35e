import { describe, expect, it } from 'vitest';
import { offsetCursor } from '../../../../kernel/sources/cursors';

describe('offsetCursor', () => {
  it('starts at 0 and advances by the rows returned', () => {
    expect(offsetCursor.current(undefined)).toBe(0);
    const first = offsetCursor.advance(undefined, { received: 20, pageSize: 20 });
    expect(first).toEqual({ cursor: 20, done: false });
    expect(offsetCursor.advance(first.cursor, { received: 20, pageSize: 20 })).toEqual({
      cursor: 40,
      done: false,
    });
  });

  it('is done when fewer than a page came back', () => {
    expect(offsetCursor.advance(40, { received: 7, pageSize: 20 })).toEqual({
      cursor: 47,
      done: true,
    });
  });

  it('is done when the total is reached even with a full page', () => {
    expect(offsetCursor.advance(20, { received: 20, pageSize: 20, total: 40 }).done).toBe(true);
    expect(offsetCursor.advance(0, { received: 20, pageSize: 20, total: 41 }).done).toBe(false);
  });
});
