import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../../kernel';
import { MemoryStorage, treeSource } from './fakeTree';

function setup(storage: Storage | null = new MemoryStorage(), rootMark?: boolean) {
  const source = treeSource({ rootMark });
  const kernel = createKernel({ storage, userKey: 'me' });
  kernel.sources.register(source);
  return { kernel, source };
}

const shape = (rows: ReturnType<ReturnType<typeof createKernel>['tree']['visibleRows']>) =>
  rows.map(
    (row) => `${'  '.repeat(row.level)}${row.kind}:${row.item?.id ?? ''}${row.expanded ? '+' : ''}`,
  );

describe('tree', () => {
  it('roots marked expanded open with their children; unmarked roots stay closed', async () => {
    const open = setup(null, true);
    await open.kernel.tree.loadRoots('tree');
    expect(shape(open.kernel.tree.visibleRows('tree'))).toEqual([
      'node:root+',
      '  node:d1',
      '  node:d2',
    ]);
    const closed = setup(null, false);
    await closed.kernel.tree.loadRoots('tree');
    expect(shape(closed.kernel.tree.visibleRows('tree'))).toEqual(['node:root']);
    expect(closed.source.load).not.toHaveBeenCalled();
  });

  it("a root's own mark wins over the source's isExpand; unmarked roots follow the source", async () => {
    const rows = async (rootMark: boolean | undefined) => {
      const source = treeSource({ rootMark });
      source.config = { ...source.config, isExpand: true };
      const kernel = createKernel({ storage: null, userKey: 'me' });
      kernel.sources.register(source);
      await kernel.tree.loadRoots('tree');
      return shape(kernel.tree.visibleRows('tree'));
    };
    expect(await rows(undefined)).toEqual(['node:root+', '  node:d1', '  node:d2']);
    expect(await rows(false)).toEqual(['node:root']);
  });

  it('expands lazily, shows a load-more row per node with more pages, and collapses', async () => {
    const { kernel, source } = setup(null, true);
    await kernel.tree.loadRoots('tree');
    const d1 = kernel.sources.state('tree', 'department_root').items[0];
    const expanding = kernel.tree.toggleExpand(d1);
    expect(shape(kernel.tree.visibleRows('tree'))).toContain('    loading:d1');
    await expanding;
    expect(shape(kernel.tree.visibleRows('tree'))).toEqual([
      'node:root+',
      '  node:d1+',
      '    node:d11',
      '    node:u1',
      '    loadMore:d1',
      '  node:d2',
    ]);
    await kernel.tree.loadMore(d1);
    expect(shape(kernel.tree.visibleRows('tree'))).toContain('    node:u2');
    expect(shape(kernel.tree.visibleRows('tree'))).not.toContain('    loadMore:d1');
    expect(source.load.mock.calls.at(-1)?.[0].parent?.key).toBe('department_d1');

    await kernel.tree.toggleExpand(d1);
    expect(kernel.tree.isExpanded('department_d1')).toBe(false);
    expect(shape(kernel.tree.visibleRows('tree'))).toEqual([
      'node:root+',
      '  node:d1',
      '  node:d2',
    ]);
  });

  it('shows an empty row for an expanded node without children', async () => {
    const { kernel } = setup(null, true);
    await kernel.tree.loadRoots('tree');
    const d2 = kernel.sources.state('tree', 'department_root').items[1];
    await kernel.tree.expand(d2);
    expect(shape(kernel.tree.visibleRows('tree'))).toContain('    empty:d2');
  });

  it('persists expanded keys per user and source and restores them, loading their children', async () => {
    const storage = new MemoryStorage();
    const first = setup(storage, true);
    await first.kernel.tree.loadRoots('tree');
    const d1 = first.kernel.sources.state('tree', 'department_root').items[0];
    await first.kernel.tree.expand(d1);
    expect(JSON.parse(storage.getItem('pickerkit:tree:me:tree') ?? '[]')).toEqual(
      expect.arrayContaining(['department_root', 'department_d1']),
    );

    const second = setup(storage, false);
    await second.kernel.tree.loadRoots('tree');
    expect(shape(second.kernel.tree.visibleRows('tree')).slice(0, 3)).toEqual([
      'node:root+',
      '  node:d1+',
      '    node:d11',
    ]);
  });

  it('ignores garbage or throwing storage', async () => {
    const garbage = new MemoryStorage();
    garbage.setItem('pickerkit:tree:me:tree', '{not json');
    const a = setup(garbage, true);
    await a.kernel.tree.loadRoots('tree');
    expect(a.kernel.tree.isExpanded('department_root')).toBe(true);

    const throwing = new MemoryStorage();
    throwing.getItem = () => {
      throw new Error('denied');
    };
    throwing.setItem = () => {
      throw new Error('quota');
    };
    const b = setup(throwing, true);
    await b.kernel.tree.loadRoots('tree');
    const d1 = b.kernel.sources.state('tree', 'department_root').items[0];
    await b.kernel.tree.expand(d1);
    expect(b.kernel.tree.isExpanded('department_d1')).toBe(true);
  });

  it('keeps the flattening cheap: collapsed subtrees are not visited', async () => {
    const { kernel } = setup(null, true);
    await kernel.tree.loadRoots('tree');
    const d1 = kernel.sources.state('tree', 'department_root').items[0];
    await kernel.tree.expand(d1);
    kernel.tree.collapse(kernel.sources.state('tree', 'department_root').items[0]);
    kernel.tree.collapse(kernel.sources.state('tree').items[0]);
    expect(kernel.tree.visibleRows('tree')).toHaveLength(1);
  });
});
