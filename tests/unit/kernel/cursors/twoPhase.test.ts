import { describe, expect, it } from 'vitest';
import { STAFF_PAGE_SIZE, twoPhaseCursor } from '../../../../kernel/sources/cursors';

describe('twoPhaseCursor (back-office department)', () => {
  it('loads sub-departments first, then staff from "0"', () => {
    expect(twoPhaseCursor.current(undefined)).toEqual({ phase: 'departments' });
    expect(twoPhaseCursor.advance(undefined, {})).toEqual({
      cursor: { phase: 'staff', compUid: '0' },
      done: false,
    });
  });

  it('pages staff by 20 until a short page or cursor 0', () => {
    expect(STAFF_PAGE_SIZE).toBe(20);
    const staff = { phase: 'staff', compUid: '0' } as const;
    expect(twoPhaseCursor.advance(staff, { received: 20, next_comp_uid: '55' })).toEqual({
      cursor: { phase: 'staff', compUid: '55' },
      done: false,
    });
    expect(twoPhaseCursor.advance(staff, { received: 19, next_comp_uid: '55' }).done).toBe(true);
    expect(twoPhaseCursor.advance(staff, { received: 20, next_comp_uid: 0 }).done).toBe(true);
  });

  it('may finish after the departments when there are no staff', () => {
    expect(twoPhaseCursor.advance(undefined, { hasStaff: false }).done).toBe(true);
  });
});
