// The search area: the department the user opened in a tree, and searching inside it or
// everywhere (kernel/search/SearchArea.ts with the search store and the tree store).
import { describe, expect, it, vi } from 'vitest';
import { createKernel, searchAreaOf } from '../../../../kernel';
import type { LoadContext, LoadResult, PickerItem } from '../../../../kernel/types';
import { treeSource } from '../tree/fakeTree';
import { flush, listSource, user } from '../sources/fakes';

type Search = (ctx: LoadContext & { query: string }) => Promise<LoadResult>;

/** The fake tree (root ─ d1 ─ d11, d2), searchable inside any department but the root. */
function setup() {
  const tree = treeSource({ rootMark: true });
  const treeSearch = vi.fn<Search>(async (ctx) => {
    const place = searchAreaOf(ctx);
    return { items: [user(`in-${place?.id ?? 'all'}`, { sourceKey: 'tree' })], done: true };
  });
  Object.assign(tree, {
    searchable: true,
    search: treeSearch,
    searchWithin: (node: PickerItem) => node.type === 'department' && node.id !== 'root',
  });
  const contactSearch = vi.fn<Search>(async () => ({
    items: [user('contact', { sourceKey: 'contacts' })],
    done: true,
  }));
  const contacts = listSource('contacts', [], { searchable: true, search: contactSearch });
  const kernel = createKernel({ storage: null, userKey: 'me' });
  kernel.sources.register(tree);
  kernel.sources.register(contacts);
  kernel.tabs.build();
  return { kernel, treeSearch, contactSearch };
}

async function open(kernel: ReturnType<typeof createKernel>, id: string): Promise<PickerItem> {
  const node = kernel.tree
    .visibleRows('tree')
    .find((row) => row.kind === 'node' && row.item?.id === id)?.item;
  if (!node) throw new Error(`no row ${id}`);
  await kernel.tree.expand(node);
  return node;
}

const rowIds = (rows: readonly PickerItem[]) =>
  rows.filter((row) => row.type === 'user').map((row) => row.id);

describe('the search area', () => {
  it('is the department the user opened, searched inside by default with that source alone', async () => {
    const { kernel, treeSearch, contactSearch } = setup();
    await kernel.tree.loadRoots('tree');
    expect(kernel.searchArea.place).toBeNull();
    await open(kernel, 'd1');
    expect(kernel.searchArea.place?.id).toBe('d1');
    expect(kernel.searchArea.choice).toBe('inside');

    await kernel.search.setQuery('ann');
    expect(rowIds(kernel.search.rows)).toEqual(['in-d1']);
    expect(searchAreaOf(treeSearch.mock.calls[0][0])?.id).toBe('d1');
    expect(contactSearch).not.toHaveBeenCalled();
  });

  it('choosing everywhere searches the same query again in every source, and back inside', async () => {
    const { kernel, treeSearch, contactSearch } = setup();
    await kernel.tree.loadRoots('tree');
    await open(kernel, 'd1');
    await kernel.search.setQuery('ann');

    kernel.searchArea.choose('everywhere');
    await flush();
    expect(kernel.search.query).toBe('ann');
    expect(rowIds(kernel.search.rows)).toEqual(['in-all', 'contact']);
    expect(searchAreaOf(treeSearch.mock.calls[1][0])).toBeUndefined();
    expect(contactSearch).toHaveBeenCalledTimes(1);

    kernel.searchArea.choose('inside');
    await flush();
    expect(rowIds(kernel.search.rows)).toEqual(['in-d1']);
  });

  it('follows what the user opens and closes; opening another department chooses inside again', async () => {
    const { kernel } = setup();
    await kernel.tree.loadRoots('tree');
    const d1 = await open(kernel, 'd1');
    kernel.searchArea.choose('everywhere');
    const d11 = await open(kernel, 'd11');
    expect(kernel.searchArea.place?.id).toBe('d11');
    expect(kernel.searchArea.choice).toBe('inside');

    kernel.tree.collapse(d11);
    expect(kernel.searchArea.place?.id).toBe('d1');
    await kernel.tree.expand(d11);
    // A closed ancestor hides the department: the user is no longer inside it.
    const root = kernel.tree.visibleRows('tree')[0].item!;
    kernel.tree.collapse(root);
    expect(kernel.searchArea.place).toBeNull();
    kernel.tree.collapse(d1);
    kernel.tree.collapse(d11);
    await kernel.tree.expand(root);
    expect(kernel.searchArea.place).toBeNull();
  });

  it('is no place for a node its source cannot search within, nor on another tab', async () => {
    const { kernel } = setup();
    await kernel.tree.loadRoots('tree');
    const root = kernel.tree.visibleRows('tree')[0].item!;
    kernel.tree.collapse(root);
    await kernel.tree.expand(root);
    expect(kernel.searchArea.place).toBeNull();

    await open(kernel, 'd1');
    await kernel.tabs.setActive('contacts');
    expect(kernel.searchArea.place).toBeNull();
    await kernel.search.setQuery('ann');
    expect(rowIds(kernel.search.rows)).toEqual(['in-all', 'contact']);
  });

  it('is forgotten when another company is shown', async () => {
    const { kernel } = setup();
    await kernel.tree.loadRoots('tree');
    await open(kernel, 'd1');
    kernel.changeCompany('other');
    expect(kernel.searchArea.place).toBeNull();
  });

  it('while the server works, type-ahead inside a department shows only what was loaded in it', async () => {
    const { kernel, treeSearch } = setup();
    treeSearch.mockImplementation(() => new Promise(() => undefined));
    const contacts = kernel.sources.get('contacts');
    Object.assign(contacts!, {
      load: async () => ({ items: [user('c9', { sourceKey: 'contacts' })], done: true }),
    });
    await kernel.sources.loadFirst('contacts');
    await kernel.tree.loadRoots('tree');
    await open(kernel, 'd1');
    await open(kernel, 'd11');
    await kernel.tree.collapse(kernel.sources.node('department_d11')!);
    expect(kernel.searchArea.place?.id).toBe('d1');
    kernel.search.input('user');
    expect(kernel.search.provisional).toBe(true);
    // u1 of d1's first page and u3 of its d11, loaded before; never the contact c9, who matches too.
    expect(rowIds(kernel.search.rows).sort()).toEqual(['u1', 'u3']);
    kernel.search.clear();
  });
});
