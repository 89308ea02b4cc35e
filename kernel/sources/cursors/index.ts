/**
 * Cursor strategies: small pure functions shared by every source that pages the same way.
 *
 * Each strategy has `advance(prevCursor, response) => { cursor, done }`; most also have `start`
 * (the value of the first request) and `current(cursor)` (what to send: the start value when the
 * kernel passes `undefined` on a first page). A source plugin writes:
 *
 * ```ts
 * async load(ctx) {
 *   const uid = nextCompUidCursor.current(ctx.cursor);
 *   const [error, data] = await ctx.client.get('plus', '/staff', {
 *     params: { next_comp_uid: uid, limit: ctx.pageSize }, signal: ctx.signal,
 *   });
 *   if (error) throw error;
 *   const step = nextCompUidCursor.advance(ctx.cursor, data);
 *   return { items: data.list.map(toItem), cursor: step.cursor, done: step.done };
 * }
 * ```
 *
 * | strategy                | cursor                    | done when                                 |
 * | ----------------------- | ------------------------- | ----------------------------------------- |
 * | offsetCursor            | rows received so far      | fewer than a page, or total reached       |
 * | pageCursor              | 1-based page to request   | fewer than a page, or total reached       |
 * | nextCursor              | server `next`             | -1 (negative: empty finished page)        |
 * | nextCompUidCursor       | `next_comp_uid`           | "0" (also the start value)                |
 * | sequenceCursor          | server sequence           | negative                                  |
 * | nextOffsetFilterCursor  | `{ offset, filter }`      | next_offset -1                            |
 * | mtimeCursor             | last item's mtime         | fewer than a page                         |
 * | paramWalkCursor/loadWalk| `{ index, inner }`        | the last parameter set is done            |
 * | twoPhaseCursor          | departments, then staff   | staff short of the limit, or cursor 0     |
 */
export type { CursorStep, PageCount } from './types';
export { offsetCursor } from './offset';
export { pageCursor } from './page';
export { nextCursor, NEXT_DONE } from './next';
export { nextCompUidCursor, COMP_UID_START } from './nextCompUid';
export { sequenceCursor } from './sequence';
export { nextOffsetFilterCursor, OFFSET_FILTER_START, type OffsetFilter } from './nextOffsetFilter';
export { mtimeCursor } from './mtime';
export {
  paramWalkCursor,
  loadWalk,
  DEFAULT_MIN_COUNT,
  type WalkCursor,
  type WalkPage,
  type LoadWalkOptions,
} from './paramWalk';
export { twoPhaseCursor, STAFF_PAGE_SIZE, type TwoPhaseCursor } from './twoPhase';
export { OffsetMap } from './offsetMap';
