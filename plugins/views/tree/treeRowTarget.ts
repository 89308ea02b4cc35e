/** The parent whose list a tree status row (load more, loading, error, empty) belongs to. */
import { ROW_TYPES } from '../../../kernel';
import type { TreeRowView } from '../shared/surface';

/** A status row carries the parent node itself, or a row item whose parentKey names it. */
export function statusRowParentKey(row: TreeRowView): string | undefined {
  return ROW_TYPES.has(row.item.type) ? row.item.parentKey : row.item.key;
}
