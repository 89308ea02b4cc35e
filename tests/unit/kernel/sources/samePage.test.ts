// samePage: a cached first page and its background refresh are the same page exactly when they
// stringify to the same JSON (whatever the order of their fields), found without building either.
import { describe, expect, it } from 'vitest';
import { samePage, sameValue } from '../../../../kernel/sources/samePage';
import type { LoadResult, PickerItem } from '../../../../kernel';

function file(id: number, raw: Record<string, unknown> = {}): PickerItem {
  return {
    key: `file:${id}`,
    id: String(id),
    type: 'file',
    origin: 'finder',
    sourceKey: 'driveTeamFiles',
    name: `File ${id}`,
    raw: { fname: `File ${id}`, mtime: 1_700_000_000 + id, tags: ['a', 'b'], ...raw },
  };
}

const page = (items: PickerItem[], extra: Partial<LoadResult> = {}): LoadResult => ({
  items,
  done: false,
  ...extra,
});

describe('samePage', () => {
  const files = Array.from({ length: 500 }, (_, i) => file(i));

  it('holds for equal rows built apart, and whatever the order of their fields', () => {
    const copy = files.map((item) => JSON.parse(JSON.stringify(item)) as PickerItem);
    expect(samePage(page(files), page(copy))).toBe(true);
    const reordered = files.map(({ raw, name, ...rest }) => ({ raw, ...rest, name }));
    expect(samePage(page(files), page(reordered))).toBe(true);
  });

  it('fails on any change: a field deep in a row, a row, the order, the count, done, the total', () => {
    const renamed = files.map((item, i) => (i === 499 ? file(i, { tags: ['a', 'c'] }) : item));
    expect(samePage(page(files), page(renamed))).toBe(false);
    expect(samePage(page(files), page([...files].reverse()))).toBe(false);
    expect(samePage(page(files), page(files.slice(1)))).toBe(false);
    expect(samePage(page(files), page(files, { done: true }))).toBe(false);
    expect(samePage(page(files, { total: 500 }), page(files, { total: 501 }))).toBe(false);
    const extraField = files.map((item, i) => (i === 0 ? { ...item, disabled: true } : item));
    expect(samePage(page(files), page(extraField))).toBe(false);
  });

  it('agrees with JSON on what JSON drops or rewrites', () => {
    const cases: [unknown, unknown][] = [
      [{ a: 1, b: undefined }, { a: 1 }],
      [{ a: 1, f: () => 1 }, { a: 1 }],
      [
        [undefined, NaN],
        [null, null],
      ],
      [{ at: new Date(5) }, { at: new Date(5).toJSON() }],
      [{ at: new Date(5) }, { at: new Date(6) }],
      [{ a: [1, 2] }, { a: { 0: 1, 1: 2 } }],
      [{ a: null }, { a: 0 }],
      [{ a: '1' }, { a: 1 }],
      [{}, { a: null }],
    ];
    for (const [a, b] of cases) {
      expect(sameValue(a, b), JSON.stringify([a, b])).toBe(JSON.stringify(a) === JSON.stringify(b));
    }
  });
});
