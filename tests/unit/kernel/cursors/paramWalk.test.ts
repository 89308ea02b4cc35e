import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MIN_COUNT, loadWalk, paramWalkCursor } from '../../../../kernel/sources/cursors';

describe('paramWalkCursor', () => {
  it('stays on a set while it has pages', () => {
    expect(paramWalkCursor.advance(undefined, { cursor: 20, done: false }, 2)).toEqual({
      cursor: { index: 0, inner: 20 },
      done: false,
    });
  });

  it('moves to the next set when one finishes, done after the last', () => {
    expect(paramWalkCursor.advance({ index: 0, inner: 20 }, { cursor: 25, done: true }, 2)).toEqual(
      { cursor: { index: 1, inner: undefined }, done: false },
    );
    expect(paramWalkCursor.advance({ index: 1, inner: 0 }, { cursor: 3, done: true }, 2).done).toBe(
      true,
    );
  });
});

describe('loadWalk', () => {
  const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => tag + i);

  it('tops up a short first load across sets until minCount (default 10)', async () => {
    expect(DEFAULT_MIN_COUNT).toBe(10);
    const loadSet = vi.fn(async (params: { name: string }, inner: number | undefined) => ({
      items: rows(4, params.name),
      cursor: (inner ?? 0) + 4,
      done: (inner ?? 0) + 4 >= 8,
    }));
    const page = await loadWalk({
      sets: [{ name: 'a' }, { name: 'b' }],
      cursor: undefined,
      loadSet,
    });
    expect(page.items).toEqual([...rows(4, 'a'), ...rows(4, 'a'), ...rows(4, 'b')]);
    expect(page.cursor).toEqual({ index: 1, inner: 4 });
    expect(page.done).toBe(false);
    expect(loadSet).toHaveBeenCalledTimes(3);
  });

  it('does not top up a later page', async () => {
    const loadSet = vi.fn(async () => ({ items: ['x'], cursor: 1, done: false }));
    const page = await loadWalk({
      sets: [{}],
      cursor: { index: 0, inner: 1 },
      loadSet,
    });
    expect(page.items).toEqual(['x']);
    expect(loadSet).toHaveBeenCalledTimes(1);
  });

  it('is done when every set is done, even if short of minCount', async () => {
    const loadSet = vi.fn(async () => ({ items: ['x'], cursor: 1, done: true }));
    const page = await loadWalk({ sets: [{}, {}], cursor: undefined, minCount: 5, loadSet });
    expect(page).toEqual({ items: ['x', 'x'], cursor: { index: 2, inner: undefined }, done: true });
  });
});
