import { describe, expect, it, vi } from 'vitest';
import { createKernel } from '../../../../kernel';
import type { LoadResult } from '../../../../kernel/types';
import { deferred, flush, listSource, user, users } from '../sources/fakes';
import { MemoryStorage, treeSource } from '../tree/fakeTree';
import { createHookCatalogue } from '../../../../kernel/hooks';
import { Router } from '../../../../kernel/navigation/Router';
import { TAB_ROUTE, TabStore } from '../../../../kernel/navigation/TabStore';
import { NO_TIMINGS } from './routerFixtures';

function setup(
  storage: Storage | null = new MemoryStorage(),
  searchScope: 'all' | 'active-tab' = 'all',
) {
  const latest = listSource('latest', users(3), {
    searchable: true,
    search: async () => ({ items: [user('hit')], done: true }),
  });
  const tree = treeSource({ rootMark: true });
  const kernel = createKernel({ storage, userKey: 'me', searchScope });
  kernel.sources.register(latest);
  kernel.sources.register(tree);
  kernel.tabs.build();
  return { kernel, latest, tree };
}

describe('tabs', () => {
  it('are built from the sources through addTabs; the first is active', () => {
    const kernel = createKernel({ storage: null });
    kernel.sources.register(listSource('a'));
    kernel.sources.register(listSource('b'));
    kernel.hooks.addTabs.tap('extra', (tabs) => [...tabs, { key: 'help', title: 'Help' }]);
    kernel.tabs.build();
    expect(kernel.tabs.list.map((tab) => tab.key)).toEqual(['a', 'b', 'help']);
    expect(kernel.tabs.activeKey).toBe('a');
  });

  it('loads a flat tab first page, a tree tab its roots', async () => {
    const { kernel, latest, tree } = setup();
    await kernel.tabs.loadActive();
    expect(latest.load).toHaveBeenCalledTimes(1);
    await kernel.tabs.setActive('tree');
    expect(tree.roots).toHaveBeenCalledTimes(1);
    expect(kernel.tree.visibleRows('tree')[0].expanded).toBe(true);
  });

  it('switching clears a search of the tab left (active-tab scope), text and results', async () => {
    const { kernel } = setup(new MemoryStorage(), 'active-tab');
    await kernel.tabs.loadActive();
    await kernel.search.setQuery('hit');
    expect(kernel.search.rows).toHaveLength(1);
    await kernel.tabs.setActive('tree');
    expect(kernel.search.query).toBe('');
    expect(kernel.search.rows).toEqual([]);
  });

  it('selecting the current tab does nothing', async () => {
    const { kernel, latest } = setup();
    const changed = vi.fn();
    kernel.hooks.onTabChange.tap('spy', changed);
    await kernel.tabs.setActive('latest');
    expect(changed).not.toHaveBeenCalled();
    expect(latest.load).not.toHaveBeenCalled();
  });

  it('switching keeps a search of every source, aborts the tab left, fires onTabChange and is remembered', async () => {
    const storage = new MemoryStorage();
    const { kernel, latest } = setup(storage);
    const pending = deferred<LoadResult>();
    latest.load.mockImplementationOnce(() => pending.promise);
    const loading = kernel.tabs.loadActive();
    await flush();
    await kernel.search.setQuery('hit');
    expect(kernel.search.rows).toHaveLength(1);
    const changed = vi.fn();
    kernel.hooks.onTabChange.tap('spy', changed);

    await kernel.tabs.setActive('tree');
    expect(latest.load.mock.calls[0][0].signal.aborted).toBe(true);
    pending.resolve({ items: [user('late')], done: true });
    await loading;
    expect(kernel.sources.state('latest').items).toEqual([]);
    // The member picker searches every source: the text and its results do not depend on the tab.
    expect(kernel.search.query).toBe('hit');
    expect(kernel.search.rows).toHaveLength(1);
    expect(changed).toHaveBeenCalledWith('tree');
    expect(storage.getItem('pickerkit:tab:me')).toBe('"tree"');

    const again = setup(storage);
    expect(again.kernel.tabs.activeKey).toBe('tree');
  });

  it('an unknown tab key is an error naming the tabs', () => {
    const { kernel } = setup(null);
    expect(() => kernel.tabs.setActive('nope')).toThrow('no tab "nope" (tabs: latest, tree)');
  });

  it('are locations of the router: switching replaces the entry, the tab is read back from it', async () => {
    const { kernel } = setup(null);
    expect(kernel.router.current).toMatchObject({ name: TAB_ROUTE, href: '/@tab/latest' });
    await kernel.tabs.setActive('tree');
    expect(kernel.router.current?.href).toBe('/@tab/tree');
    expect(kernel.router.canGoBack).toBe(false);
    await kernel.router.replace({ name: TAB_ROUTE, params: { key: 'latest' } });
    expect(kernel.tabs.activeKey).toBe('latest');
    expect(kernel.tabs.active?.sourceKey).toBe('latest');
  });

  it('a shouldNavigate veto keeps the tab: no search reset, no onTabChange, nothing loads', async () => {
    const { kernel, tree } = setup(null);
    await kernel.search.setQuery('hit');
    const changed = vi.fn();
    kernel.hooks.onTabChange.tap('spy', changed);
    kernel.hooks.shouldNavigate.tap('stay', () => false);
    await kernel.tabs.setActive('tree');
    expect(kernel.tabs.activeKey).toBe('latest');
    expect(kernel.search.query).toBe('hit');
    expect(changed).not.toHaveBeenCalled();
    expect(tree.roots).not.toHaveBeenCalled();
  });

  it('take only what they use: a router, hooks, the sources, tree and search they call, a memory', async () => {
    const hooks = createHookCatalogue();
    const router = new Router({ hooks, options: NO_TIMINGS, reportError: () => {} });
    const loadFirst = vi.fn(async () => {});
    const memory = { read: vi.fn(() => 'b'), write: vi.fn() };
    const search = { tabChanged: vi.fn(), searchTyped: vi.fn() };
    const tabs = new TabStore({
      hooks,
      router,
      sources: {
        list: [listSource('a'), listSource('b')],
        get: (key: string) => listSource(key),
        abort: vi.fn(),
        loadFirst,
      } as never,
      tree: { loadRoots: vi.fn() } as never,
      search: search as never,
      memory,
    });
    tabs.build();
    expect(tabs.activeKey).toBe('b');
    await tabs.setActive('a');
    expect(memory.write).toHaveBeenCalledWith('a');
    // The first build searches what was typed before it; the switch clears it.
    expect(search.searchTyped).toHaveBeenCalledTimes(1);
    expect(search.tabChanged.mock.calls).toEqual([[false]]);
    expect(loadFirst).toHaveBeenCalledWith('a', { forceUpdate: false });
  });

  describe('text typed for the tab entered (keepQuery)', () => {
    function searchableTabs(searchScope: 'all' | 'active-tab' = 'active-tab') {
      const searchOf = (key: string) =>
        vi.fn(async (ctx: { query: string }) => ({
          items: [user(`${key}-${ctx.query}`)],
          done: true,
        }));
      const a = listSource('a', [], { searchable: true, search: searchOf('a') });
      const b = listSource('b', [], { searchable: true, search: searchOf('b') });
      const kernel = createKernel({ storage: null, searchScope });
      kernel.sources.register(a);
      kernel.sources.register(b);
      return { kernel, a, b };
    }

    it('a search already run runs again in the tab entered, with the same text', async () => {
      const { kernel, b } = searchableTabs();
      kernel.tabs.build();
      await kernel.search.setQuery('li');
      await kernel.tabs.setActive('b', { keepQuery: true });
      await flush();
      expect(kernel.search.query).toBe('li');
      expect(b.search).toHaveBeenCalledWith(expect.objectContaining({ query: 'li' }));
      expect(kernel.search.rows.map((row) => row.key)).toEqual([user('b-li').key]);
    });

    it('text waiting for its debounce is searched at once in the tab entered', async () => {
      vi.useFakeTimers();
      try {
        const { kernel, a, b } = searchableTabs();
        kernel.tabs.build();
        kernel.search.input('wa');
        void kernel.tabs.setActive('b', { keepQuery: true });
        expect(kernel.search.query).toBe('wa');
        // Before the debounce's 200 ms are up.
        await vi.advanceTimersByTimeAsync(0);
        expect(b.search).toHaveBeenCalledTimes(1);
        expect(b.search).toHaveBeenCalledWith(expect.objectContaining({ query: 'wa' }));
        await vi.runAllTimersAsync();
        // The debounce fired once, for the tab entered: the tab left was never asked.
        expect(b.search).toHaveBeenCalledTimes(1);
        expect(a.search).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('text typed before the tabs were built is searched in the first tab shown', async () => {
      const { kernel, a } = searchableTabs();
      await kernel.search.setQuery('zh');
      // No tab yet: the search asked no source.
      expect(a.search).not.toHaveBeenCalled();
      kernel.tabs.build();
      await flush();
      expect(kernel.tabs.activeKey).toBe('a');
      expect(kernel.search.query).toBe('zh');
      expect(a.search).toHaveBeenCalledWith(expect.objectContaining({ query: 'zh' }));
      expect(kernel.search.rows.map((row) => row.key)).toEqual([user('a-zh').key]);
    });

    it('a search of every source typed before init built the sources asks them once built', async () => {
      const search = vi.fn(async (ctx: { query: string }) => ({
        items: [user(`a-${ctx.query}`)],
        done: true,
      }));
      const kernel = createKernel({ storage: null, searchScope: 'all' });
      await kernel.search.setQuery('li');
      // Init builds the sources, then the tabs.
      kernel.sources.register(listSource('a', [], { searchable: true, search }));
      kernel.tabs.build();
      await flush();
      expect(search).toHaveBeenCalledWith(expect.objectContaining({ query: 'li' }));
      expect(kernel.search.rows.map((row) => row.key)).toEqual([user('a-li').key]);
    });
  });
});
