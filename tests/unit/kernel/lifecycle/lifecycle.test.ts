import { describe, expect, it, vi } from 'vitest';
import { createKernel, ErrorCodes, Messages } from '../../../../kernel';
import type { Plugin } from '../../../../kernel';
import type { LoadResult, SourceConfig } from '../../../../kernel/types';
import { deferred, flush, listSource, user, users } from '../sources/fakes';

function latestPlugin(
  load?: () => Promise<LoadResult>,
): Plugin & { made: ReturnType<typeof listSource>[] } {
  const made: ReturnType<typeof listSource>[] = [];
  return {
    name: 'latest-source',
    sourceTypes: ['latest'],
    made,
    apply(kernel) {
      return kernel.sources.provide('latest', (config: SourceConfig) => {
        const source = listSource(config.key ?? 'latest', users(3), load ? { loader: load } : {});
        made.push(source);
        return source;
      });
    },
  };
}

describe('picker lifecycle', () => {
  it('init runs once: makes sources, builds tabs and loads the first list', async () => {
    const plugin = latestPlugin();
    const beforeInit = vi.fn();
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'latest' }],
      plugins: [plugin],
    });
    kernel.hooks.beforeInit.tapPromise('spy', async () => beforeInit());
    await kernel.init();
    await kernel.init();
    await flush();
    expect(beforeInit).toHaveBeenCalledTimes(1);
    expect(kernel.status).toBe('ready');
    expect(kernel.tabs.list.map((tab) => tab.key)).toEqual(['latest']);
    expect(plugin.made).toHaveLength(1);
    expect(kernel.sources.state('latest').items).toHaveLength(3);
  });

  it('an init error is logged, becomes the error state, and retryInit works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kernel = createKernel({ storage: null, sources: [{ type: 'latest' }] });
    await kernel.init();
    expect(kernel.status).toBe('error');
    expect(kernel.initError?.code).toBe(ErrorCodes.SOURCE_INVALID);
    expect(kernel.initError?.message).toMatch(/add the "latest" source plugin/);
    expect(error).toHaveBeenCalled();

    kernel.use(latestPlugin());
    await kernel.retryInit();
    await flush();
    expect(kernel.status).toBe('ready');
    expect(kernel.initError).toBeNull();
    expect(kernel.sources.state('latest').status).toBe('loaded');
  });

  it('dispose aborts everything in flight: a pending load resolves to nothing shown', async () => {
    const pending = deferred<LoadResult>();
    const plugin = latestPlugin(() => pending.promise);
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'latest' }],
      plugins: [plugin],
    });
    await kernel.init();
    await flush();
    const state = kernel.sources.state('latest');
    expect(state.status).toBe('loading');
    kernel.dispose();
    expect(plugin.made[0].load.mock.calls[0][0].signal.aborted).toBe(true);
    pending.resolve({ items: [user('late')], done: true });
    await flush();
    expect(state.items).toEqual([]);
    expect(state.status).toBe('idle');
    expect(kernel.status).toBe('disposed');
  });

  it('dispose also aborts a pending search', async () => {
    const pending = deferred<LoadResult>();
    const kernel = createKernel({ storage: null });
    const source = listSource('s', [], { searchable: true, search: () => pending.promise });
    kernel.sources.register(source);
    const searching = kernel.search.setQuery('x');
    await flush();
    kernel.dispose();
    pending.resolve({ items: [user('late')], done: true });
    await searching;
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.status).toBe('idle');
  });

  it('dispose during init stops it: no sources made, nothing loaded', async () => {
    const plugin = latestPlugin();
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'latest' }],
      plugins: [plugin],
    });
    const fetching = deferred<void>();
    kernel.hooks.beforeInit.tapPromise('user', () => fetching.promise);
    const init = kernel.init();
    kernel.dispose();
    fetching.resolve();
    await init;
    expect(plugin.made).toEqual([]);
    expect(kernel.status).toBe('disposed');
  });

  it('dispose runs every disposer registered with onDispose, even after one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kernel = createKernel({ storage: null });
    const ran: string[] = [];
    kernel.onDispose(() => ran.push('first'));
    kernel.onDispose(() => {
      throw new Error('broken');
    });
    kernel.onDispose(() => ran.push('last'));
    kernel.dispose();
    expect(ran).toEqual(['last', 'first']);
    expect(kernel.status).toBe('disposed');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('dispose drops a debounced query that has not fired yet', async () => {
    vi.useFakeTimers();
    try {
      const search = vi.fn(async () => ({ items: [user('a')], done: true }));
      const kernel = createKernel({ storage: null });
      kernel.sources.register(listSource('s', [], { searchable: true, search }));
      kernel.search.input('a');
      kernel.dispose();
      await vi.advanceTimersByTimeAsync(1000);
      expect(search).not.toHaveBeenCalled();
      expect(kernel.search.query).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('"must instantiate first" until init completed', async () => {
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'latest' }],
      plugins: [latestPlugin()],
    });
    expect(() => kernel.assertInitialised()).toThrow(Messages.mustInstantiateFirst);
    expect(() => kernel.assertInitialised()).toThrow(
      expect.objectContaining({ code: ErrorCodes.NOT_INITIALISED }),
    );
    await kernel.init();
    expect(() => kernel.assertInitialised()).not.toThrow();
    kernel.dispose();
    expect(() => kernel.assertInitialised()).toThrow(/disposed/);
  });
});
