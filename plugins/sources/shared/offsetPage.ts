/**
 * The tail every offset-paged source shares: advance the offset cursor by the rows received (done
 * when fewer than a page came back or the total is reached) and map the records to items.
 */
import type { LoadResult, PickerItem } from '../../../kernel';
import { offsetCursor } from '../../../kernel';

export function offsetPage<Raw>(
  offset: number,
  records: readonly Raw[],
  pageSize: number,
  total: number | undefined,
  toItem: (raw: Raw) => PickerItem,
): LoadResult<number> {
  const step = offsetCursor.advance(offset, { received: records.length, pageSize, total });
  return { items: records.map(toItem), ...step, total };
}
