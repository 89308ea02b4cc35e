/**
 * The `next_comp_uid` cursor (company staff lists): "0" is both the start value and the end
 * marker. Optionally done too when fewer than `limit` rows came back.
 */
import type { CursorStep } from './types';

export const COMP_UID_START = '0';

export const nextCompUidCursor = {
  start: COMP_UID_START,
  current(cursor: string | undefined): string {
    return cursor ?? COMP_UID_START;
  },
  advance(
    _prev: string | undefined,
    response: { next_comp_uid?: string | number | null; received?: number; limit?: number },
  ): CursorStep<string> {
    const raw = response.next_comp_uid;
    const next = raw === undefined || raw === null || raw === '' ? COMP_UID_START : String(raw);
    const short =
      response.received !== undefined &&
      response.limit !== undefined &&
      response.received < response.limit;
    return { cursor: next, done: next === COMP_UID_START || short };
  },
};
