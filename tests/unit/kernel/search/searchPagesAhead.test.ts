/**
 * A search block's next page fetched ahead (the scroll nears the end of the results): nothing on
 * screen changes, and the load-more that follows shows it without asking again. Once per page,
 * never while a search or a page loads, dropped when the query changes; a failure ahead shows
 * nothing until the user reaches the end, where the load-more shows its own error with retry.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LoadContext, LoadResult, PickerItem } from '../../../../kernel/types';
import { memberItems } from '../../../../plugins/sources/member-items';
import { deferred, flush, kernelWith, listSource, user } from '../sources/fakes';

type Search = (ctx: LoadContext & { query: string }) => Promise<LoadResult>;

const people = Array.from({ length: 50 }, (_, i) => user(`ann${i + 1}`));

/** Answers the people whose id holds the query, by offset. */
const answer: Search = async (ctx) => {
  const hits = people.filter((person) => person.id.includes(ctx.query));
  const offset = (ctx.cursor as number | undefined) ?? 0;
  const items = hits.slice(offset, offset + ctx.pageSize);
  return { items, cursor: offset + items.length, done: offset + items.length >= hits.length };
};

function searchKernel(search: Search = answer) {
  const spy = vi.fn<Search>(search);
  const source = listSource('a', [], { searchable: true, search: spy });
  // The member picker's item types: a person found can be picked.
  const kernel = kernelWith([source], { plugins: [memberItems()] });
  return { kernel, search: spy };
}

const itemIds = (rows: readonly PickerItem[]) =>
  rows.filter((row) => row.type !== 'loadMore').map((row) => row.id);

describe('search results: next page ahead', () => {
  it('is fetched once, unshown, and shown by the load-more without a second request', async () => {
    const { kernel, search } = searchKernel();
    await kernel.search.setQuery('ann');
    expect(itemIds(kernel.search.rows)).toHaveLength(20);
    kernel.search.prefetchMore('a');
    kernel.search.prefetchMore('a');
    await flush();
    expect(search).toHaveBeenCalledTimes(2);
    expect(search.mock.calls[1][0]).toMatchObject({ query: 'ann', cursor: 20 });
    expect(itemIds(kernel.search.rows)).toHaveLength(20);
    expect(kernel.search.status).toBe('loaded');
    await kernel.search.loadMore('a');
    expect(search).toHaveBeenCalledTimes(2);
    expect(itemIds(kernel.search.rows)).toEqual(people.slice(0, 40).map((person) => person.id));
    // The page after it is a page of its own: asked ahead once more.
    kernel.search.prefetchMore('a');
    await flush();
    expect(search).toHaveBeenCalledTimes(3);
    expect(search.mock.calls[2][0]).toMatchObject({ cursor: 40 });
  });

  it('a load-more reached while the page ahead is on its way waits for it', async () => {
    const ahead = deferred<LoadResult>();
    const { kernel, search } = searchKernel((ctx) => (ctx.cursor ? ahead.promise : answer(ctx)));
    await kernel.search.setQuery('ann');
    kernel.search.prefetchMore('a');
    const more = kernel.search.loadMore('a');
    expect(kernel.search.status).toBe('loading-more');
    ahead.resolve({ items: people.slice(20, 40), cursor: 40, done: false });
    await more;
    expect(search).toHaveBeenCalledTimes(2);
    expect(itemIds(kernel.search.rows)).toHaveLength(40);
  });

  it('is not asked while the search or a page loads, nor for a finished block', async () => {
    const first = deferred<LoadResult>();
    const { kernel, search } = searchKernel((ctx) => (ctx.cursor ? answer(ctx) : first.promise));
    const running = kernel.search.setQuery('ann');
    kernel.search.prefetchMore('a');
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
    first.resolve({ items: people.slice(0, 20), cursor: 20, done: false });
    await running;
    const more = kernel.search.loadMore('a');
    kernel.search.prefetchMore('a');
    await more;
    expect(search).toHaveBeenCalledTimes(2);

    const done = searchKernel();
    await done.kernel.search.setQuery('ann1'); // ann1, ann10-ann19: one page, done
    done.kernel.search.prefetchMore('a');
    await flush();
    expect(done.search).toHaveBeenCalledTimes(1);
  });

  it('is dropped, and its request aborted, when the query changes', async () => {
    let ahead = deferred<LoadResult>();
    let aheadSignal: AbortSignal | undefined;
    const { kernel } = searchKernel((ctx) => {
      if (ctx.query === 'ann' && ctx.cursor) {
        aheadSignal = ctx.signal;
        return ahead.promise;
      }
      return answer(ctx);
    });
    await kernel.search.setQuery('ann');
    kernel.search.prefetchMore('a');
    await flush();
    await kernel.search.setQuery('ann2'); // ann2, ann20-ann29: 11
    expect(aheadSignal?.aborted).toBe(true);
    ahead.resolve({ items: people.slice(20, 40), cursor: 40, done: false });
    await flush();
    expect(itemIds(kernel.search.rows)).toHaveLength(11);
    expect(itemIds(kernel.search.rows)).not.toContain('ann40');
    // A keystroke drops it too, before the debounce ends.
    await kernel.search.setQuery('ann');
    ahead = deferred<LoadResult>();
    kernel.search.prefetchMore('a');
    await flush();
    expect(aheadSignal?.aborted).toBe(false);
    kernel.search.input('ann3');
    expect(aheadSignal?.aborted).toBe(true);
    kernel.search.clear();
    // Taken by a load-more that the new query stops: aborted as well.
    await kernel.search.setQuery('ann');
    ahead = deferred<LoadResult>();
    kernel.search.prefetchMore('a');
    const more = kernel.search.loadMore('a');
    await flush();
    expect(aheadSignal?.aborted).toBe(false);
    await kernel.search.setQuery('ann2');
    expect(aheadSignal?.aborted).toBe(true);
    ahead.resolve({ items: people.slice(20, 40), cursor: 40, done: false });
    await more;
    expect(itemIds(kernel.search.rows)).toHaveLength(11);
  });

  it('a failure ahead shows nothing; the end shows the load-more error with retry, and the selection stays', async () => {
    let failing = false;
    const { kernel, search } = searchKernel(async (ctx) => {
      if (failing && ctx.cursor) throw new Error('network down');
      return answer(ctx);
    });
    await kernel.search.setQuery('ann');
    const picked = kernel.search.rows[0];
    kernel.selection.select(picked);
    expect(kernel.selection.isSelected(picked.key)).toBe(true);
    failing = true;
    kernel.search.prefetchMore('a');
    await flush();
    expect(search).toHaveBeenCalledTimes(2);
    expect(kernel.search.status).toBe('loaded');
    expect(kernel.search.error).toBeNull();
    expect(itemIds(kernel.search.rows)).toHaveLength(20);
    // The user reaches the end: the load-more asks for real and shows its error, rows kept.
    await kernel.search.loadMore('a');
    expect(search).toHaveBeenCalledTimes(3);
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.error).not.toBeNull();
    expect(itemIds(kernel.search.rows)).toHaveLength(20);
    expect(kernel.selection.isSelected(picked.key)).toBe(true);
    failing = false;
    await kernel.search.retry();
    expect(kernel.search.status).toBe('loaded');
    expect(itemIds(kernel.search.rows)).toHaveLength(40);
    expect(kernel.selection.isSelected(picked.key)).toBe(true);
  });
});
