/** The paging styles of the suite, one function each. */
import { BadRequest } from './errors';

export interface Page<T> {
  items: T[];
  total: number;
}

/** offset + count (or limit). A negative offset or count is a 400. */
export function byOffset<T>(list: readonly T[], offset: number, count: number): Page<T> {
  if (offset < 0 || count < 0) throw new BadRequest('offset and count must not be negative');
  return { items: list.slice(offset, offset + count), total: list.length };
}

/** 1-based pages: page 1 is the first `count` rows. */
export function byPage<T>(list: readonly T[], page: number, count: number): Page<T> {
  if (page < 1) throw new BadRequest('page is 1-based');
  if (count < 1) throw new BadRequest('count must be positive');
  return { items: list.slice((page - 1) * count, page * count), total: list.length };
}

/**
 * The `next` cursor of collaborators: start at 0, `next` is the following offset or -1 when
 * finished; a negative offset returns an empty finished result.
 */
export function byNext<T>(
  list: readonly T[],
  offset: number,
  count: number,
): { items: T[]; next: number } {
  if (offset < 0) return { items: [], next: -1 };
  const items = list.slice(offset, offset + count);
  const end = offset + items.length;
  return { items, next: end >= list.length ? -1 : end };
}

/**
 * The `next_comp_uid` cursor: "0" starts (then `offset` applies) and "0" in the answer means
 * finished; otherwise it is the comp_uid of the last row returned.
 */
export function byCompUid<T extends { comp_uid: string }>(
  list: readonly T[],
  cursor: string,
  offset: number,
  limit: number,
): { items: T[]; next_comp_uid: string } {
  let start = offset;
  if (cursor !== '0') {
    const after = Number(cursor);
    if (!Number.isFinite(after)) throw new BadRequest('next_comp_uid must be numeric');
    // Rows are in comp_uid order: binary search for the first row after the cursor.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (Number((list[mid] as T).comp_uid) > after) hi = mid;
      else lo = mid + 1;
    }
    start = lo;
  }
  const items = list.slice(start, start + limit);
  const done = start + items.length >= list.length;
  const last = items[items.length - 1];
  return { items, next_comp_uid: done || !last ? '0' : last.comp_uid };
}

/**
 * Sequence cursors of the directory's recent contacts: rows carry descending `seq`; the request's
 * `next_seq` (absent or 0 = start) returns rows with a smaller seq; the answer's `next_seq` is the
 * last row's seq, or -1 when finished.
 */
export function bySeq<T extends { seq: number }>(
  list: readonly T[],
  nextSeq: number,
  count: number,
): { items: T[]; next_seq: number } {
  if (nextSeq < 0) return { items: [], next_seq: -1 };
  const from = nextSeq === 0 ? 0 : list.findIndex((r) => r.seq < nextSeq);
  const start = from < 0 ? list.length : from;
  const items = list.slice(start, start + count);
  const done = start + items.length >= list.length;
  const last = items[items.length - 1];
  return { items, next_seq: done || !last ? -1 : last.seq };
}
