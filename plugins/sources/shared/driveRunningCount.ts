/**
 * The running-count paging of the enterprise list, devices and tags (finder.md section 4): the
 * offset sent is the number of rows received so far; done when fewer than a page came back or
 * the server's own offset is -1.
 */
import { offsetCursor } from '../../../kernel/sources/cursors';

export function runningCountStep(
  cursor: number | undefined,
  received: number,
  pageSize: number,
  serverOffset: number | undefined,
): { cursor: number; done: boolean } {
  const step = offsetCursor.advance(cursor, { received, pageSize });
  return { cursor: step.cursor, done: step.done || serverOffset === -1 };
}
