/** The parent whose list a tree status row (load more, loading, error, empty) belongs to. */
import type { TreeRowView } from '../shared/surface';

/** A status row carries the node it belongs to; none means the roots. */
export function statusRowParentKey(row: TreeRowView): string | undefined {
  return row.item?.key;
}
