/**
 * One page of one source's search: through the page pipeline in search mode (the loadPage hook,
 * hidden filtering, item hooks), never added to the rows known by key; cancellations rethrown.
 * And the error a search shows when every source that answered failed.
 */
import { ErrorCodes, Messages, PickerError } from '../errors';
import { fetchPage, prepareItems } from '../sources/fetchPage';
import { buildLoadContext } from '../sources/loadContext';
import type { PipelineEnv } from '../sources/pipelineEnv';
import type { PickerItem } from '../types';
import type { SearchBlock } from './searchRows';
import type { SearchTarget } from './searchScope';

/** A source's page of a search: its items, where the next page starts, and whether there is one. */
export type SearchPage = Omit<SearchBlock, 'source' | 'scope'>;

/**
 * A page of `source`'s search. With `onSoFar`, the source may show what its answer holds so far
 * (`ctx.showSoFar`): those rows go through the same hidden filtering and item hooks first, and
 * nothing is passed on once the signal is aborted.
 */
export async function searchPage(
  pipeline: PipelineEnv,
  { source, scope }: SearchTarget,
  query: string,
  cursor: unknown,
  signal: AbortSignal,
  onSoFar?: (items: PickerItem[]) => void,
): Promise<SearchPage> {
  const ctx = buildLoadContext(pipeline, source, {
    signal,
    cursor,
    query,
    mode: 'search',
    forceUpdate: true,
    scope,
  });
  if (onSoFar) {
    ctx.showSoFar = (items) => {
      if (signal.aborted || !Array.isArray(items)) return;
      onSoFar(prepareItems(pipeline, { source, ctx }, [...items], { addRows: false }));
    };
  }
  const { result } = await fetchPage(pipeline, source, ctx);
  const items = prepareItems(pipeline, { source, ctx }, [...result.items], { addRows: false });
  return { items, cursor: result.cursor, done: result.done, preTip: result.preTip };
}

/** One source failing shows its own error; several failing show ALL_SEARCHES_FAILED. */
export function combineFailures(failures: readonly PickerError[]): PickerError {
  if (failures.length === 1) return failures[0];
  return new PickerError(ErrorCodes.ALL_SEARCHES_FAILED, Messages.allSearchesFailed, {
    cause: failures[0],
  });
}
