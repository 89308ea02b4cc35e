import { describe, expect, it } from 'vitest';
import { nextCompUidCursor } from '../../../../kernel/sources/cursors';

describe('nextCompUidCursor (staff lists)', () => {
  it('starts at "0"', () => {
    expect(nextCompUidCursor.start).toBe('0');
    expect(nextCompUidCursor.current(undefined)).toBe('0');
  });

  it('continues with the next uid and finishes at "0"', () => {
    expect(nextCompUidCursor.advance('0', { next_comp_uid: '9001' })).toEqual({
      cursor: '9001',
      done: false,
    });
    expect(nextCompUidCursor.advance('9001', { next_comp_uid: '0' })).toEqual({
      cursor: '0',
      done: true,
    });
    expect(nextCompUidCursor.advance('9001', { next_comp_uid: 0 }).done).toBe(true);
  });

  it('finishes when fewer than the limit came back', () => {
    expect(
      nextCompUidCursor.advance('0', { next_comp_uid: '77', received: 5, limit: 1000 }).done,
    ).toBe(true);
  });
});
