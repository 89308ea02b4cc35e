/**
 * A first page the cache holds is shown in the task of the call (ListRuntime.showCachedNow): the
 * list never passes through loading, and a list still showing that page is left untouched (a
 * union tab or a finder folder revisited with its view kept). showCached shows a cached page in a
 * list not visited yet, unasked.
 */
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { afterRefresh, kernelWith, listSource, users } from './fakes';

function statuses(kernel: ReturnType<typeof kernelWith>, key: string): string[] {
  const seen: string[] = [];
  autorun(() =>
    seen.push(`${kernel.sources.state(key).status}:${kernel.sources.state(key).items.length}`),
  );
  return seen;
}

describe('a cached first page shown at once', () => {
  it('a revisit commits nothing when the list still shows the cached page, and never shows loading', async () => {
    const source = listSource('latest', users(30), { pageSize: 10 });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    const items = kernel.sources.state('latest').items;
    const seen = statuses(kernel, 'latest');
    // Not awaited: the list is settled when the call returns.
    void kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').status).toBe('loaded');
    expect(kernel.sources.state('latest').items).toBe(items);
    expect(seen).toEqual(['loaded:' + items.length]);
    await afterRefresh();
    // The background refresh found the same page: still nothing changed.
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(kernel.sources.state('latest').items).toBe(items);
    expect(seen).toHaveLength(1);
  });

  it("keeps the pages loaded after the first one (the user's place in the list)", async () => {
    const source = listSource('latest', users(30), { pageSize: 10 });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadMore('latest');
    const shown = kernel.sources.state('latest').items.length;
    expect(shown).toBeGreaterThan(10);
    void kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items).toHaveLength(shown);
    await afterRefresh();
    expect(kernel.sources.state('latest').items).toHaveLength(shown);
    // The refresh found the page unchanged and put its fresh copy in the cache: a later visit
    // meets that copy and still keeps the user's place.
    void kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items).toHaveLength(shown);
    await afterRefresh();
    expect(source.load).toHaveBeenCalledTimes(4);
    expect(kernel.sources.state('latest').items).toHaveLength(shown);
  });

  it('a list that shows something else gets the cached page in the same task, without loading', async () => {
    const source = listSource('latest', users(5));
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    kernel.sources.reset('latest');
    expect(kernel.sources.state('latest').items).toHaveLength(0);
    const seen = statuses(kernel, 'latest');
    void kernel.sources.loadFirst('latest');
    expect(seen).toEqual(['idle:0', 'loaded:5']);
  });

  it('showCached shows a prefetched page unasked; the visit then neither commits nor refreshes', async () => {
    const source = listSource('latest', users(5));
    const kernel = kernelWith([source]);
    expect(kernel.sources.showCached('latest')).toBe(false);
    await kernel.sources.prefetch('latest');
    expect(kernel.sources.state('latest').status).toBe('idle');
    expect(kernel.sources.showCached('latest')).toBe(true);
    const items = kernel.sources.state('latest').items;
    expect(items).toHaveLength(5);
    expect(kernel.sources.showCached('latest')).toBe(false);
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items).toBe(items);
    await afterRefresh();
    // Fetched ahead for this visit: fresh, not asked again.
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('a source that is not cacheable is asked on every visit, through loading', async () => {
    const source = listSource('latest', users(5), { cacheable: false });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    const seen = statuses(kernel, 'latest');
    const visit = kernel.sources.loadFirst('latest');
    expect(seen).toEqual(['loaded:5', 'loading:0']);
    await visit;
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(kernel.sources.showCached('latest')).toBe(false);
  });
});
