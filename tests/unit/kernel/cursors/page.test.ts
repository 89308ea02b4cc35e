import { describe, expect, it } from 'vitest';
import { pageCursor } from '../../../../kernel/sources/cursors';

describe('pageCursor (1-based)', () => {
  it('requests page 1 first, then 2', () => {
    expect(pageCursor.current(undefined)).toBe(1);
    expect(pageCursor.advance(undefined, { received: 20, pageSize: 20 })).toEqual({
      cursor: 2,
      done: false,
    });
  });

  it('is done on a short page or when the total is covered', () => {
    expect(pageCursor.advance(2, { received: 3, pageSize: 20 }).done).toBe(true);
    expect(pageCursor.advance(2, { received: 20, pageSize: 20, total: 40 }).done).toBe(true);
    expect(pageCursor.advance(2, { received: 20, pageSize: 20, total: 41 }).done).toBe(false);
  });
});
