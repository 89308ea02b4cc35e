import { describe, expect, it } from 'vitest';
import { afterRefresh, deferred, flush, kernelWith, listSource, user } from './fakes';
import type { LoadResult } from '../../../../kernel/types';

/** A source whose every call answers the next of `versions` (the last repeats). */
function versioned(key: string, versions: string[][], extra = {}) {
  let call = 0;
  return listSource(key, [], {
    ...extra,
    loader: async () => {
      const ids = versions[Math.min(call, versions.length - 1)];
      call += 1;
      return { items: ids.map((id) => user(id)), done: true };
    },
  });
}

describe('source cache', () => {
  it('answers a second visit at once from the cache and refreshes it in the background', async () => {
    const source = versioned('latest', [['a'], ['b'], ['c']]);
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['a']);
    // The refresh asks once the cached page is painted (in Node, the next task), not before.
    await flush();
    expect(source.load).toHaveBeenCalledTimes(1);
    await afterRefresh();
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(source.load.mock.calls[1][0].forceUpdate).toBe(true);
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['b']);
  });

  it('a cached page on screen is replaced by its fresh copy when the page changed', async () => {
    const source = versioned('latest', [['a'], ['b', 'a']]);
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['a']);
    await afterRefresh();
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(kernel.sources.state('latest').status).toBe('loaded');
  });

  it('an unchanged fresh page leaves the list on screen as it is (nothing to re-render)', async () => {
    const source = versioned('latest', [['a', 'b']]);
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    const shown = kernel.sources.state('latest').items;
    await afterRefresh();
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(kernel.sources.state('latest').items).toBe(shown);
  });

  it('a load started after the cached answer wins over its background refresh', async () => {
    const source = versioned('latest', [['a'], ['b'], ['c']]);
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest', { forceUpdate: true });
    // The forced load answered 'b'; the cached page's refresh, asked after the paint, answers 'c'
    // and is stored, but does not replace what the newer load shows.
    await afterRefresh();
    expect(source.load).toHaveBeenCalledTimes(3);
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['b']);
  });

  it('skips the cache when forceUpdate is set', async () => {
    const source = versioned('latest', [['a'], ['b']]);
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest', { forceUpdate: true });
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['b']);
  });

  it('does not cache a result holding only the current user', async () => {
    const source = versioned('recommend', [['me'], ['me', 'x']]);
    const kernel = kernelWith([source]);
    kernel.context.setUser({
      userid: 'me',
      avatar: '',
      name: 'Me',
      is_plus: false,
      isAccountIsolation: false,
    });
    await kernel.sources.loadFirst('recommend');
    await kernel.sources.loadFirst('recommend');
    expect(kernel.sources.state('recommend').items.map((i) => i.id)).toEqual(['me', 'x']);
  });

  it('a fresh page holding only the current user drops the older cached page', async () => {
    const source = versioned('recommend', [['a', 'x'], ['me'], ['b']]);
    const kernel = kernelWith([source]);
    kernel.context.setUser({
      userid: 'me',
      avatar: '',
      name: 'Me',
      is_plus: false,
      isAccountIsolation: false,
    });
    await kernel.sources.loadFirst('recommend');
    await kernel.sources.refresh('recommend');
    expect(kernel.sources.state('recommend').items.map((i) => i.id)).toEqual(['me']);
    await kernel.sources.loadFirst('recommend');
    expect(kernel.sources.state('recommend').items.map((i) => i.id)).toEqual(['b']);
    expect(source.load).toHaveBeenCalledTimes(3);
  });

  it('never caches a failed result', async () => {
    let fail = true;
    const source = listSource('latest', [], {
      loader: async () => {
        if (fail) throw new Error('down');
        return { items: [user('ok')], done: true };
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    fail = false;
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['ok']);
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('never caches a source with cacheable: false', async () => {
    const source = versioned('latest', [['a'], ['b']], { cacheable: false });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['b']);
  });

  it('updateAllCaches refreshes every other cached source, not the excepted one', async () => {
    const a = versioned('a', [['a1'], ['a2']]);
    const b = versioned('b', [['b1'], ['b2']]);
    const c = versioned('c', [['c1']]);
    const kernel = kernelWith([a, b, c]);
    await kernel.sources.loadFirst('a');
    await kernel.sources.loadFirst('b');
    kernel.sources.updateAllCaches('a');
    await afterRefresh();
    expect(a.load).toHaveBeenCalledTimes(1);
    expect(b.load).toHaveBeenCalledTimes(2);
    expect(c.load).not.toHaveBeenCalled();
  });

  it('a refresh whose list is aborted before its frame never asks', async () => {
    const source = versioned('latest', [['a'], ['b']]);
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    kernel.sources.abortAll();
    await afterRefresh();
    expect(source.load).toHaveBeenCalledTimes(1);
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['a']);
  });

  it('a background refresh in flight is aborted by abortAll and stores nothing', async () => {
    const refresh = deferred<LoadResult>();
    let call = 0;
    const source = listSource('latest', [], {
      loader: async () => {
        call += 1;
        if (call === 1) return { items: [user('a')], done: true };
        return refresh.promise;
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadFirst('latest');
    await afterRefresh();
    kernel.sources.abortAll();
    expect(source.load.mock.calls[1][0].signal.aborted).toBe(true);
    refresh.resolve({ items: [user('late')], done: true });
    await flush();
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['a']);
  });
});
