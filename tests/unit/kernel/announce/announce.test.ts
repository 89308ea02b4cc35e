/**
 * The kernel decides what is announced: one `onAnnounce` per event (picks, removals, clear-all,
 * the limit, a search's results, a next page, a failure and its retry), nothing per row.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, PickerError, type Announcement } from '../../../../kernel';
import type { LoadContext, LoadResult } from '../../../../kernel/types';
import { kernelWith, listSource, user, users } from '../sources/fakes';

/** Records what the kernel announces; people ('user') can be picked. */
function record(kernel: ReturnType<typeof kernelWith>): Announcement[] {
  if (!kernel.itemTypes.isSelectable('user')) {
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
  }
  const said: Announcement[] = [];
  kernel.hooks.onAnnounce.tap('test', (announcement) => {
    said.push(announcement);
  });
  return said;
}

type Search = (ctx: LoadContext & { query: string }) => Promise<LoadResult>;

describe('selection announcements', () => {
  it('a pick, a removal and clear-all each announce once, with the count after the change', () => {
    const kernel = kernelWith([]);
    const said = record(kernel);
    const [a, b] = [user('a', { name: 'Ann' }), user('b', { name: 'Bob' })];
    kernel.selection.select(a);
    kernel.selection.select(b);
    kernel.selection.select(b); // already picked: nothing happens, nothing is said
    kernel.selection.remove(a.key);
    kernel.selection.clear();
    kernel.selection.clear(); // nothing left: nothing is said
    expect(said).toEqual([
      { kind: 'picked', name: 'Ann', count: 1 },
      { kind: 'picked', name: 'Bob', count: 2 },
      { kind: 'removed', name: 'Ann', count: 1 },
      { kind: 'cleared', count: 0 },
    ]);
  });

  it('select-all announces how many it added; a pick over the maximum announces the limit', () => {
    const kernel = kernelWith([], { maxCount: 2 });
    const said = record(kernel);
    kernel.selection.selectAll(users(3));
    expect(said).toEqual([
      { kind: 'exceeded', maxCount: 2 },
      { kind: 'pickedMany', added: 2, count: 2 },
    ]);
  });

  it('single mode: a pick replacing the earlier one says the new name', () => {
    const kernel = kernelWith([], { multiple: false });
    const said = record(kernel);
    kernel.selection.select(user('a', { name: 'Ann' }));
    kernel.selection.select(user('b', { name: 'Bob' }));
    expect(said.at(-1)).toEqual({ kind: 'picked', name: 'Bob', count: 1 });
  });
});

describe('list and search announcements', () => {
  it('a next page announces the rows it added; the first page says nothing', async () => {
    const kernel = kernelWith([listSource('latest', users(30))], { pageSize: 20 });
    const said = record(kernel);
    await kernel.sources.loadFirst('latest');
    expect(said).toEqual([]);
    await kernel.sources.loadMore('latest');
    expect(said).toEqual([{ kind: 'moreRows', added: 10 }]);
  });

  it('a failed list announces once; its retry announces the attempt, then the rows shown', async () => {
    let fail = true;
    const source = listSource('latest', [], {
      loader: async () => {
        if (fail) throw new PickerError(ErrorCodes.REQUEST_FAILED, 'down');
        return { items: users(3), done: true };
      },
    });
    const kernel = kernelWith([source]);
    const said = record(kernel);
    await kernel.sources.loadFirst('latest');
    expect(said).toEqual([{ kind: 'failed', phase: 'load' }]);
    fail = false;
    await kernel.sources.retry('latest');
    expect(said).toEqual([
      { kind: 'failed', phase: 'load' },
      { kind: 'retrying' },
      { kind: 'recovered', count: 3 },
    ]);
  });

  it('a search announces its first page count, or none; a failed search and its retry', async () => {
    let fail = false;
    const search: Search = async (ctx) => {
      if (fail) throw new PickerError(ErrorCodes.REQUEST_FAILED, 'down');
      const hits = ['ann', 'anna', 'bob'].filter((id) => id.includes(ctx.query));
      return { items: hits.map((id) => user(id)), done: true };
    };
    const kernel = kernelWith([listSource('a', [], { searchable: true, search })]);
    const said = record(kernel);
    await kernel.search.setQuery('ann');
    await kernel.search.setQuery('zzz');
    fail = true;
    await kernel.search.setQuery('bob');
    fail = false;
    await kernel.search.retry();
    expect(said).toEqual([
      { kind: 'results', query: 'ann', count: 2 },
      { kind: 'results', query: 'zzz', count: 0 },
      { kind: 'failed', phase: 'search' },
      { kind: 'retrying' },
      { kind: 'results', query: 'bob', count: 1 },
    ]);
  });

  it('a configuration error is not announced (its own alert says what to fix)', () => {
    const kernel = kernelWith([]);
    const said = record(kernel);
    kernel.reportError(new PickerError(ErrorCodes.OPTIONS_INVALID, 'fix me'), { phase: 'init' });
    kernel.reportError(new PickerError(ErrorCodes.REQUEST_FAILED, 'down'), { phase: 'confirm' });
    expect(said).toEqual([]);
  });

  it('a failing onAnnounce tap never breaks the pick that announced', () => {
    const kernel = kernelWith([]);
    record(kernel);
    kernel.hooks.onAnnounce.tap('broken', () => {
      throw new Error('boom');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(kernel.selection.select(user('a'))).toBe(true);
    } finally {
      console.error = original;
    }
    expect(kernel.selection.count).toBe(1);
    expect(errors).toHaveLength(1);
  });
});
