import { describe, expect, it } from 'vitest';
import { sequenceCursor } from '../../../../kernel/sources/cursors';

describe('sequenceCursor (company recent contacts)', () => {
  it('continues while next is not negative', () => {
    expect(sequenceCursor.advance(undefined, { next: 0 })).toEqual({ cursor: 0, done: false });
    expect(sequenceCursor.advance(0, { next: 35 })).toEqual({ cursor: 35, done: false });
  });

  it('is done when next is negative or missing', () => {
    expect(sequenceCursor.advance(35, { next: -1 }).done).toBe(true);
    expect(sequenceCursor.advance(35, { next: null }).done).toBe(true);
  });
});
