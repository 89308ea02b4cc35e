/**
 * Paging of the union selector's tabs: each tab keeps its own offset (the kernel's cursor per
 * source) and load-more stops when a page returns zero items (union-selector.md section 4).
 */
export interface PageStep {
  cursor: number;
  done: boolean;
}

/** The next offset after a page of `received` rows that started at `offset`. */
export function pageAfter(offset: number, received: number): PageStep {
  return { cursor: offset + received, done: received === 0 };
}

/** The offset a cursor stands for (0 on a first page). */
export function offsetOf(cursor: unknown): number {
  return typeof cursor === 'number' && Number.isFinite(cursor) && cursor > 0 ? cursor : 0;
}
