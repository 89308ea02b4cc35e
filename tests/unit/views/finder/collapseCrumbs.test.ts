import { describe, expect, it } from 'vitest';
import { collapseCrumbs } from '../../../../plugins/views/finder-frame/collapseCrumbs';

describe('breadcrumb collapsing', () => {
  it('shows every crumb when they fit', () => {
    expect(collapseCrumbs([50, 50, 50], 200)).toEqual({ visible: [0, 1, 2], hidden: [] });
  });

  it('hides crumbs after the first, nearest the root first, keeping 50 px for the ellipsis', () => {
    // 5 crumbs of 60 px in 250 px: first + last (120) + reserve (50) leaves room for one more.
    expect(collapseCrumbs([60, 60, 60, 60, 60], 250)).toEqual({
      visible: [0, 3, 4],
      hidden: [1, 2],
    });
  });

  it('keeps the first and the last while they fit with the ellipsis', () => {
    expect(collapseCrumbs([60, 300, 100], 220)).toEqual({ visible: [0, 2], hidden: [1] });
  });

  it('a narrow finder shows the last folder alone after a leading ellipsis when the first does not fit beside it', () => {
    expect(collapseCrumbs([300, 300, 300], 100, undefined, false)).toEqual({
      visible: [2],
      hidden: [0, 1],
    });
    expect(collapseCrumbs([120, 100], 200, undefined, false)).toEqual({
      visible: [1],
      hidden: [0],
    });
  });

  it('a wide finder keeps the root in the middle collapse (the last crumb shortens instead)', () => {
    expect(collapseCrumbs([300, 300, 300], 100)).toEqual({ visible: [0, 2], hidden: [1] });
    expect(collapseCrumbs([120, 100], 200)).toEqual({ visible: [0, 1], hidden: [] });
  });
});
