/** An in-memory department tree source and a Map-backed Storage for the tree and tab tests. */
import { vi } from 'vitest';
import type {
  LoadContext,
  LoadResult,
  PickerItem,
  SourceDefinition,
} from '../../../../kernel/types';
import { dept, user } from '../sources/fakes';

export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value);
  }
}

/**
 * root ─ d1 ─ d11 ─ (u3)
 *      │    └ u1, u2 … (children paged by 2)
 *      └ d2 (no children)
 */
export function treeSource(options: { rootMark?: boolean } = {}) {
  const node = (id: string, extra: Partial<PickerItem> = {}) =>
    dept(id, { sourceKey: 'tree', ...extra });
  const children: Record<string, PickerItem[]> = {
    department_root: [node('d1'), node('d2')],
    department_d1: [
      node('d11'),
      user('u1', { sourceKey: 'tree' }),
      user('u2', { sourceKey: 'tree' }),
    ],
    department_d11: [user('u3', { sourceKey: 'tree' })],
    department_d2: [],
  };
  const load = vi.fn(async (ctx: LoadContext): Promise<LoadResult> => {
    const all = children[ctx.parent?.key ?? ''] ?? [];
    const offset = (ctx.cursor as number | undefined) ?? 0;
    const items = all.slice(offset, offset + 2);
    return { items, cursor: offset + items.length, done: offset + items.length >= all.length };
  });
  const roots = vi.fn(async () => [
    node('root', { isExpand: options.rootMark } as Partial<PickerItem>),
  ]);
  const source: SourceDefinition = {
    key: 'tree',
    type: 'department',
    title: 'Departments',
    tree: true,
    searchable: false,
    config: { type: 'department', key: 'tree' },
    load,
    roots,
  };
  return Object.assign(source, { load, roots });
}
