/**
 * A list's next page fetched ahead (the scroll nears the end): nothing on screen changes, and the
 * load-more that follows shows it without asking again; a list loaded again in between, or a
 * reset, never gets a page fetched for its older state.
 */
import { describe, expect, it } from 'vitest';
import { flush, kernelWith, listSource, users } from './fakes';

const all = users(50);

async function loadedList() {
  const source = listSource('latest', all);
  const kernel = kernelWith([source]);
  await kernel.sources.loadFirst('latest');
  return { kernel, source, state: kernel.sources.state('latest') };
}

describe('next page ahead', () => {
  it('is fetched unshown and shown by the load-more without a second request', async () => {
    const { kernel, source, state } = await loadedList();
    expect(state.items).toHaveLength(20);
    kernel.sources.prefetchMore('latest');
    kernel.sources.prefetchMore('latest');
    await flush();
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(state.items).toHaveLength(20);
    expect(state.status).toBe('loaded');
    await kernel.sources.loadMore('latest');
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(state.items.map((item) => item.id)).toEqual(all.slice(0, 40).map((item) => item.id));
  });

  it('a list loaded again meanwhile asks for its own next page', async () => {
    const { kernel, source, state } = await loadedList();
    kernel.sources.prefetchMore('latest');
    await flush();
    await kernel.sources.refresh('latest');
    const calls = source.load.mock.calls.length;
    await kernel.sources.loadMore('latest');
    expect(source.load).toHaveBeenCalledTimes(calls + 1);
    expect(state.items).toHaveLength(40);
  });

  it('a failed fetch ahead leaves the load-more to ask and show what it gets', async () => {
    let fail = false;
    const source = listSource('latest', [], {
      loader: async (ctx) => {
        if (fail) throw new Error('down');
        const offset = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
        const items = all.slice(offset, offset + 20);
        return { items, cursor: offset + 20, done: offset + 20 >= all.length };
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    fail = true;
    kernel.sources.prefetchMore('latest');
    await flush();
    fail = false;
    await kernel.sources.loadMore('latest');
    expect(kernel.sources.state('latest').items).toHaveLength(40);
    expect(source.load).toHaveBeenCalledTimes(3);
  });
});
