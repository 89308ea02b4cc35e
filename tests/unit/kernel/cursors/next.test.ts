import { describe, expect, it } from 'vitest';
import { nextCursor } from '../../../../kernel/sources/cursors';

describe('nextCursor (collaborators)', () => {
  it('carries the server next offset', () => {
    expect(nextCursor.current(undefined)).toBe(0);
    expect(nextCursor.advance(undefined, { next: 20 })).toEqual({ cursor: 20, done: false });
  });

  it('is done at -1, or when next is missing', () => {
    expect(nextCursor.advance(20, { next: -1 })).toEqual({ cursor: -1, done: true });
    expect(nextCursor.advance(20, {}).done).toBe(true);
  });

  it('answers an empty finished page for a negative offset', () => {
    expect(nextCursor.isFinished(-1)).toBe(true);
    expect(nextCursor.isFinished(-5)).toBe(true);
    expect(nextCursor.isFinished(0)).toBe(false);
    expect(nextCursor.isFinished(undefined)).toBe(false);
    expect(nextCursor.emptyPage()).toEqual({ items: [], cursor: -1, done: true });
  });
});
