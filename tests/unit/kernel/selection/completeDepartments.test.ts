/**
 * A department whose children are all loaded (no page left) and all picked one by one is full;
 * it stays half while pages remain unloaded, since unloaded people are not picked.
 */
import { describe, expect, it } from 'vitest';
import { createKernel, type PickerItem } from '../../../../kernel';
import { treeSource } from '../tree/fakeTree';

/** root ─ d1 ─ d11 ─ u3;  d1 ─ u1, u2 (pages of 2: [d11, u1], [u2]);  root ─ d2 (empty) */
async function loadedTree() {
  const kernel = createKernel({ storage: null, userKey: 'me' });
  kernel.sources.register(treeSource({ rootMark: true }));
  await kernel.tree.loadRoots('tree');
  const children = (key: string) => kernel.sources.state('tree', key).items;
  const [d1, d2] = children('department_root');
  await kernel.tree.expand(d1);
  const [d11, u1] = children('department_d1');
  await kernel.tree.expand(d11);
  const [u3] = children('department_d11');
  const root = kernel.sources.state('tree').items[0];
  return { kernel, selection: kernel.selection, children, root, d1, d2, d11, u1, u3 };
}

const statuses = (kernel: ReturnType<typeof createKernel>, items: PickerItem[]) =>
  items.map((item) => kernel.selection.statusOf(item));

describe('a department known complete', () => {
  it('is full once every one of its people is picked one by one', async () => {
    const { selection, d11, u3 } = await loadedTree();
    selection.select(u3);
    expect(selection.statusOf(d11)).toBe(2);
    selection.deselect(u3);
    expect(selection.statusOf(d11)).toBe(0);
  });

  it('stays half while a page of it is left unloaded, and turns full when the last page came', async () => {
    const { kernel, selection, children, d1, d11, u1, u3 } = await loadedTree();
    selection.select(u1);
    selection.select(u3);
    // d1's second page (u2) is not loaded: somebody under d1 may still be unpicked.
    expect(statuses(kernel, [d11, d1])).toEqual([2, 1]);
    await kernel.tree.loadMore(d1);
    const u2 = children('department_d1')[2];
    expect(u2.id).toBe('u2');
    expect(selection.statusOf(d1)).toBe(1);
    selection.select(u2);
    expect(selection.statusOf(d1)).toBe(2);
    selection.deselect(u1);
    expect(selection.statusOf(d1)).toBe(1);
  });

  it('counts an empty sub-department as covered, but only once it is known empty', async () => {
    const { kernel, selection, children, root, d1, d2, u1, u3 } = await loadedTree();
    await kernel.tree.loadMore(d1);
    for (const person of [u1, u3, children('department_d1')[2]]) selection.select(person);
    expect(selection.statusOf(d1)).toBe(2);
    // d2 was never opened: it may hold people.
    expect(selection.statusOf(root)).toBe(1);
    await kernel.tree.expand(d2);
    expect(selection.statusOf(root)).toBe(2);
    // An empty department on its own has nothing picked: unchecked.
    expect(selection.statusOf(d2)).toBe(0);
  });

  it('ticking a full department unticks everyone picked under it', async () => {
    const { selection, d11, u3 } = await loadedTree();
    selection.select(u3);
    expect(selection.toggle(d11)).toBe(true);
    expect(selection.statusOf(d11)).toBe(0);
    expect(selection.selectedItems).toEqual([]);
  });

  it('a reload that finds more pages makes it half again', async () => {
    const { kernel, selection, d11, u3 } = await loadedTree();
    selection.select(u3);
    expect(selection.statusOf(d11)).toBe(2);
    const source = kernel.sources.get('tree');
    if (!source) throw new Error('the tree source is registered');
    const original = source.load.bind(source);
    source.load = async (ctx) => {
      const page = await original(ctx);
      return ctx.parent?.key === 'department_d11' ? { ...page, done: false } : page;
    };
    await kernel.sources.refresh('tree', 'department_d11');
    expect(selection.statusOf(d11)).toBe(1);
  });
});
