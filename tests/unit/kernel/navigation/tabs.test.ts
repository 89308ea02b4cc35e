import { describe, expect, it, vi } from 'vitest';
import { createKernel } from '../../../../kernel';
import type { LoadResult } from '../../../../kernel/types';
import { deferred, flush, listSource, user, users } from '../sources/fakes';
import { MemoryStorage, treeSource } from '../tree/fakeTree';

function setup(storage: Storage | null = new MemoryStorage()) {
  const latest = listSource('latest', users(3), {
    searchable: true,
    search: async () => ({ items: [user('hit')], done: true }),
  });
  const tree = treeSource({ rootMark: true });
  const kernel = createKernel({ storage, userKey: 'me' });
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

  it('selecting the current tab does nothing', async () => {
    const { kernel, latest } = setup();
    const changed = vi.fn();
    kernel.hooks.onTabChange.tap('spy', changed);
    await kernel.tabs.setActive('latest');
    expect(changed).not.toHaveBeenCalled();
    expect(latest.load).not.toHaveBeenCalled();
  });

  it('switching clears the search, aborts the tab left, fires onTabChange and is remembered', async () => {
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
    expect(kernel.search.query).toBe('');
    expect(kernel.search.rows).toEqual([]);
    expect(changed).toHaveBeenCalledWith('tree');
    expect(storage.getItem('pickerkit:tab:me')).toBe('"tree"');

    const again = setup(storage);
    expect(again.kernel.tabs.activeKey).toBe('tree');
  });

  it('an unknown tab key is an error naming the tabs', () => {
    const { kernel } = setup(null);
    expect(() => kernel.tabs.setActive('nope')).toThrow('no tab "nope" (tabs: latest, tree)');
  });
});
