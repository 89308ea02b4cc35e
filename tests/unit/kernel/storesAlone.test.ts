/**
 * Each store is built from the narrow parts it uses, without a kernel: what a constructor takes is
 * all a store depends on.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  ConfirmRegistry,
  ItemTypeRegistry,
  resolveOptions,
  SearchStore,
  SelectionStore,
  SourceStore,
  TreeStore,
  type KernelRef,
  type PickerItem,
  type PipelineEnv,
  type SourceDefinition,
} from '../../../kernel';
import { createHookCatalogue } from '../../../kernel/hooks';

function item(type: string, id: string): PickerItem {
  return { key: `${type}_${id}`, id, type, origin: 'test', sourceKey: 'test', name: id, raw: null };
}

/** The kernel a source's LoadContext carries; these sources never read it. */
const NO_KERNEL = null as unknown as KernelRef;

function source(key: string, names: string[]): SourceDefinition {
  const items = names.map((name) => item('doc', name));
  return {
    key,
    type: key,
    title: key,
    tree: false,
    searchable: true,
    config: { type: key },
    load: async () => ({ items, done: true }),
    search: async (ctx) => ({
      items: items.filter((entry) => entry.name.includes(ctx.query)),
      done: true,
    }),
  };
}

describe('stores without a kernel', () => {
  it('a selection store from hooks, options, item types and the confirm shape', () => {
    const hooks = createHookCatalogue();
    const itemTypes = new ItemTypeRegistry();
    itemTypes.register({ type: 'doc', idKey: 'id' });
    const onExceed = vi.fn();
    hooks.onExceed.tap('test', onExceed);
    const selection = new SelectionStore({
      hooks,
      options: resolveOptions({ maxCount: 1 }),
      itemTypes,
      confirmation: new ConfirmRegistry(),
      t: (key) => key,
    });
    expect(selection.select(item('doc', 'a'))).toBe(true);
    expect(selection.select(item('doc', 'b'))).toBe(false);
    expect(onExceed).toHaveBeenCalledTimes(1);
    expect(selection.toConfirmPayload()).toEqual({
      items: [{ key: 'doc_a', id: 'a', type: 'doc', origin: 'test', sourceKey: 'test', name: 'a' }],
    });
  });

  it('a source store and a search store from hooks, options and the load pipeline', async () => {
    const hooks = createHookCatalogue();
    const pipeline: PipelineEnv = { hooks, pageSize: 20, client: () => null, kernel: NO_KERNEL };
    const reportError = vi.fn();
    const sources = new SourceStore({
      hooks,
      pipeline,
      reportError,
      currentUserId: () => undefined,
    });
    sources.register(source('docs', ['plan', 'budget']));
    sources.register(source('notes', ['planning']));
    await sources.loadFirst('docs');
    expect(sources.state('docs').items.map((entry) => entry.name)).toEqual(['plan', 'budget']);

    const search = new SearchStore({
      hooks,
      options: resolveOptions({ searchScope: 'active-tab' }),
      sources: () => sources.list,
      activeSourceKey: () => 'notes',
      pipeline,
      reportError,
      onDispose: () => undefined,
    });
    await search.setQuery('plan');
    expect(search.rows.map((row) => row.name)).toEqual(['planning']);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a tree store from the sources it loads through and its storage', async () => {
    const stored = new Map<string, string[]>([['org', ['doc_a']]]);
    const loadFirst = vi.fn(async () => undefined);
    const tree = new TreeStore({
      sources: {
        state: () => ({ items: [], status: 'loaded', done: true }) as never,
        get: () => undefined,
        loadFirst,
        loadMore: async () => undefined,
        retry: async () => undefined,
      },
      storage: {
        read: (key) => stored.get(key),
        write: (key, keys) => void stored.set(key, [...keys]),
      },
    });
    await tree.loadRoots('org');
    expect(loadFirst).toHaveBeenCalledWith('org', { forceUpdate: false });
    expect(tree.isExpanded('doc_a', 'org')).toBe(true);
    tree.collapse({ ...item('doc', 'a'), sourceKey: 'org' });
    expect(stored.get('org')).toEqual([]);
  });
});
