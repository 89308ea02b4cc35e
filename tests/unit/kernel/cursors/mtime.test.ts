import { describe, expect, it } from 'vitest';
import { mtimeCursor } from '../../../../kernel/sources/cursors';

describe('mtimeCursor (latest files)', () => {
  it("continues from the last item's mtime", () => {
    const items = [{ mtime: 300 }, { mtime: 200 }];
    expect(mtimeCursor.advance(undefined, { items, pageSize: 2 })).toEqual({
      cursor: 200,
      done: false,
    });
  });

  it('is done on a short page; an empty page keeps the previous cursor', () => {
    expect(mtimeCursor.advance(200, { items: [{ mtime: 100 }], pageSize: 2 })).toEqual({
      cursor: 100,
      done: true,
    });
    expect(mtimeCursor.advance(200, { items: [], pageSize: 2 })).toEqual({
      cursor: 200,
      done: true,
    });
  });
});
