/**
 * A search's fan-out: the first page of every target, in parallel. Outside the 'all' scope a
 * source's last search answers when it was the same query and scope (unless the search is asked
 * again afresh), and each page asked is kept as that source's last search. Blocks may be shown as
 * they come (blocksSoFar.ts).
 */
import { isCancelled, toPickerError, type PickerError } from '../errors';
import type { PipelineEnv } from '../sources/pipelineEnv';
import type { LastSearches } from './LastSearches';
import { searchPage, type SearchPage } from './searchPage';
import type { SearchBlock } from './searchRows';
import type { SearchTarget } from './searchScope';
import type { PickerItem } from '../types';
import { BlocksSoFar } from './blocksSoFar';

export interface FirstPagesEnv {
  pipeline: PipelineEnv;
  signal: AbortSignal;
  /** Each source's last search; null in the 'all' scope, which keeps none. */
  lastSearches: LastSearches | null;
  /** Asked again: a last search does not answer. */
  fresh: boolean;
  /**
   * Shown as targets answer, before the last one did: the blocks so far, in target order, up to
   * the first target not answered yet (blocksSoFar.ts). Not called with the whole answer.
   */
  showSoFar?(blocks: SearchBlock[]): void;
}

/**
 * The blocks of the sources that answered, in target order, and the errors of those that failed
 * (a source that cancelled answers nothing).
 */
export async function firstPages(
  targets: readonly SearchTarget[],
  query: string,
  env: FirstPagesEnv,
): Promise<{ blocks: SearchBlock[]; failures: PickerError[] }> {
  const { showSoFar } = env;
  const soFar = showSoFar ? new BlocksSoFar(targets, showSoFar) : null;
  const settled = await Promise.allSettled(
    targets.map(async (target, index) => {
      try {
        const page = await firstPage(
          target,
          query,
          env,
          soFar && ((items) => soFar.soFar(index, items)),
        );
        soFar?.answered(index, { ...target, ...page });
        return page;
      } catch (error) {
        soFar?.failed(index);
        throw error;
      }
    }),
  );
  const blocks: SearchBlock[] = [];
  const failures: PickerError[] = [];
  settled.forEach((outcome, index) => {
    const { source, scope } = targets[index];
    if (outcome.status === 'fulfilled') blocks.push({ source, scope, ...outcome.value });
    else if (!isCancelled(outcome.reason))
      failures.push(toPickerError(outcome.reason) as PickerError);
  });
  return { blocks, failures };
}

async function firstPage(
  target: SearchTarget,
  query: string,
  { pipeline, signal, lastSearches, fresh }: FirstPagesEnv,
  onSoFar: ((items: PickerItem[]) => void) | null,
): Promise<SearchPage> {
  const last = fresh ? undefined : lastSearches?.find(target, query);
  if (last) return last;
  const page = await searchPage(pipeline, target, query, undefined, signal, onSoFar ?? undefined);
  lastSearches?.keep(target, query, page);
  return page;
}
