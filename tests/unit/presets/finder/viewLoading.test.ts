// What the frame's skeletons wait for: the first view, a route change (not into the private
// space), a list's first page.
import { describe, expect, it } from 'vitest';
import type { LoadingView as FinderStore } from '../../../../plugins/drive/finder-state/viewLoading';
import {
  frameLoading,
  intoPrivateSpace,
  listLoading,
} from '../../../../plugins/drive/finder-state/viewLoading';

type Loc = { name: string; params: Record<string, string | number> } | null;

function store(current: Loc, pending: Loc, list: { status: string; items: unknown[] } | null) {
  return {
    router: { current, pending },
    spaces: { secret: { id: 99 } },
    listState: () => list,
  } as unknown as FinderStore;
}

const here = { name: 'Star', params: {} };
const loaded = { status: 'loaded', items: [1] };

describe('view loading', () => {
  it('the frame waits until a first view has loaded', () => {
    expect(frameLoading(store(null, { name: 'index', params: {} }, null))).toBe(true);
    expect(listLoading(store(null, null, null))).toBe(true);
    expect(frameLoading(store(here, null, loaded))).toBe(false);
  });

  it('the list waits while a route change has not succeeded, except into the private space', () => {
    const to = (name: string, params: Record<string, number> = {}) =>
      store(here, { name, params }, loaded);
    expect(listLoading(to('Latest'))).toBe(true);
    expect(listLoading(to('TeamFiles', { tid: 5, fid: 0 }))).toBe(true);
    expect(intoPrivateSpace(to('TeamFiles', { tid: 99, fid: 0 }))).toBe(true);
    expect(listLoading(to('TeamFiles', { tid: 99, fid: 0 }))).toBe(false);
    expect(listLoading(to('UnlockSecret'))).toBe(false);
    expect(listLoading(to('Secret'))).toBe(false);
  });

  it('the list waits for its first page, not for later ones', () => {
    expect(listLoading(store(here, null, { status: 'loading', items: [] }))).toBe(true);
    expect(listLoading(store(here, null, { status: 'idle', items: [] }))).toBe(true);
    expect(listLoading(store(here, null, { status: 'loading-more', items: [1] }))).toBe(false);
    expect(listLoading(store(here, null, loaded))).toBe(false);
    expect(listLoading(store(here, null, null))).toBe(false);
  });
});
