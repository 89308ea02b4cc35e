/**
 * Two phases (back-office department load): the sub-departments first, in one page, then the
 * staff in pages of STAFF_PAGE_SIZE by next_comp_uid. Staff are done when fewer than the limit
 * came back or the cursor is 0; the whole load is done when both phases are.
 */
import type { CursorStep } from './types';

/** Back-office staff list and search page size (member-picker.md section 9). */
export const STAFF_PAGE_SIZE = 20;

export type TwoPhaseCursor = { phase: 'departments' } | { phase: 'staff'; compUid: string };

export const twoPhaseCursor = {
  start: Object.freeze({ phase: 'departments' }) as TwoPhaseCursor,
  current(cursor: TwoPhaseCursor | undefined): TwoPhaseCursor {
    return cursor ?? { phase: 'departments' };
  },
  /**
   * After the departments page: pass `{}` (or `{ hasStaff: false }` to finish there).
   * After a staff page: pass the received count and the server's next_comp_uid.
   */
  advance(
    prev: TwoPhaseCursor | undefined,
    response: {
      hasStaff?: boolean;
      received?: number;
      next_comp_uid?: string | number | null;
      limit?: number;
    },
  ): CursorStep<TwoPhaseCursor> {
    const current = prev ?? { phase: 'departments' };
    if (current.phase === 'departments') {
      return { cursor: { phase: 'staff', compUid: '0' }, done: response.hasStaff === false };
    }
    const limit = response.limit ?? STAFF_PAGE_SIZE;
    const raw = response.next_comp_uid;
    const compUid = raw === undefined || raw === null || raw === '' ? '0' : String(raw);
    const short = (response.received ?? 0) < limit;
    return { cursor: { phase: 'staff', compUid }, done: short || compUid === '0' };
  },
};
