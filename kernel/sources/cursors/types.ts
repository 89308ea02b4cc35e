/**
 * The shape every cursor strategy returns: the cursor to send with the next request, and whether
 * no further page exists. A source hands both back to the kernel in its LoadResult.
 */
export interface CursorStep<Cursor> {
  cursor: Cursor;
  done: boolean;
}

/** What a page told us, for strategies that count rows. */
export interface PageCount {
  /** Rows the server returned in this page. */
  received: number;
  /** Rows asked for. */
  pageSize: number;
  /** The total the server reported, when it reports one. */
  total?: number;
}
