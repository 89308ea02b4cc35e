import { describe, expect, it } from 'vitest';
import { fitTabs } from '../../../plugins/views/tabs/fitTabs';

const measure = { widths: [50, 90, 60, 50, 60], gap: 20, moreWidth: 40 };

describe('fitTabs', () => {
  it('keeps every tab when the row holds them all', () => {
    expect(fitTabs({ ...measure, available: 390 }, 0)).toEqual({
      visible: [0, 1, 2, 3, 4],
      hidden: [],
    });
  });

  it('keeps the first tabs that fit beside More, the rest in the menu', () => {
    // 50 + 20 + 90 + 20 + 60 = 240 fits in 300 - 40 - 20; a fourth tab does not.
    expect(fitTabs({ ...measure, available: 300 }, 0)).toEqual({
      visible: [0, 1, 2],
      hidden: [3, 4],
    });
  });

  it('keeps the active tab in the row in place of the last ones that no longer fit', () => {
    expect(fitTabs({ ...measure, available: 300 }, 4)).toEqual({
      visible: [0, 1, 4],
      hidden: [2, 3],
    });
  });
});
