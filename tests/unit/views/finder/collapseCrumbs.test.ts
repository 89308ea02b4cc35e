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

  it('always keeps the first and the last', () => {
    expect(collapseCrumbs([300, 300, 300], 100)).toEqual({ visible: [0, 2], hidden: [1] });
    expect(collapseCrumbs([300, 300], 100)).toEqual({ visible: [0, 1], hidden: [] });
  });
});
