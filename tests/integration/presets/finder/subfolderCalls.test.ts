// Entering a folder of the team shown costs its list alone: the team's info, its root permission
// and the folder's path are known from the folder shown and its row, so the suite is not asked
// for them before the folder can show (nor in the background). Entering another team still asks.
import { reaction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../../../../kernel';
import { fetchPath } from '../../../../plugins/drive/finder-state/driveCalls';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import type { FinderInstance } from '../../../../presets/finder';
import { IN_FLIGHT_CACHE_MS } from '../../../../plugins/drive/finder-state/inFlight';
import { driveDataset } from '../../../../sandbox/backend/data/driveDataset';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness();

const items = (f: FinderInstance): readonly PickerItem[] => f.store.listState()?.items ?? [];
const folderOf = (f: FinderInstance) => items(f).find((item) => entryOf(item)?.ftype === 'folder');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Past the in-flight window, so a call made again is a new one. */
const later = () => vi.setSystemTime(Date.now() + IN_FLIGHT_CACHE_MS + 1);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The suite paths asked while `work` runs and for a moment after (background calls included),
 * past the in-flight window of the calls before.
 */
async function askedDuring(work: () => Promise<unknown>): Promise<string[]> {
  later();
  const before = suite.recorded.requests.length;
  await work();
  await pause(50);
  return suite.recorded.requests.slice(before).map((request) => request.path);
}

/** Opens a folder row of the list shown, as a click or Enter on it does. */
function open(f: FinderInstance, folder: PickerItem) {
  const target = entryOf(folder)!.target!;
  return f.kernel.router.navigate({ name: target.name, params: target.params });
}

describe('entering a folder of the team shown', () => {
  it('asks for the folder list only, and shows the path the suite would answer', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    const tid = f.store.teamView!.team.id;
    const outer = folderOf(f)!;
    const asked = await askedDuring(() => open(f, outer));
    expect(asked).toEqual([`/drive/api/v5/groups/${tid}/files`]);
    const outerId = Number(entryOf(outer)!.id);
    expect(f.kernel.router.current?.params.fid).toBe(outerId);
    const fromSuite = await fetchPath(f.kernel, tid, outerId);
    expect(f.store.teamView!.path.map(({ fileid, fname }) => ({ fileid, fname }))).toEqual(
      fromSuite.map(({ fileid, fname }) => ({ fileid, fname })),
    );

    const inner = folderOf(f)!;
    expect(inner).toBeDefined();
    const deeper = await askedDuring(() => open(f, inner));
    expect(deeper).toEqual([`/drive/api/v5/groups/${tid}/files`]);
    expect(f.store.teamView!.path.map((p) => p.fname)).toEqual([
      entryOf(outer)!.fname,
      entryOf(inner)!.fname,
    ]);

    // Up by a crumb: the folder's list (cached, refreshed), its path the start of the one shown.
    const up = await askedDuring(() =>
      f.kernel.router.navigate({ name: 'TeamFiles', params: { tid, fid: outerId } }),
    );
    expect(up).toEqual([`/drive/api/v5/groups/${tid}/files`]);
    expect(f.store.teamView!.path.map((p) => p.fname)).toEqual([entryOf(outer)!.fname]);
  });

  it('the path shown changes with the route, not before it over the folder left', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    const folder = folderOf(f)!;
    // Where the router was each time the team view (the breadcrumb's path) changed.
    const routeAtChange: unknown[] = [];
    const dispose = reaction(
      () => f.store.teamView,
      () => routeAtChange.push(f.kernel.router.current?.params.fid),
    );
    await open(f, folder);
    dispose();
    expect(routeAtChange).toEqual([Number(entryOf(folder)!.id)]);
  });

  it("keeps a team's root permission: root_perm is asked when the team is entered, not per folder", async () => {
    const team = driveDataset(1, 'tiny', 'plus').teams.find((t) => t.user_role === 'admin')!;
    const f = await started({ action: 'save' });
    const entered = await askedDuring(() =>
      f.kernel.router.navigate({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } }),
    );
    expect(entered).toContain(`/drive/api/v5/groups/${team.id}/root_perm`);
    expect(entered).toContain(`/drive/api/v3/groups/${team.id}`);
    const atRoot = f.store.teamView?.permission;
    const folder = folderOf(f);
    expect(folder).toBeDefined();
    const asked = await askedDuring(() => open(f, folder!));
    expect(asked).toEqual([`/drive/api/v5/groups/${team.id}/files`]);
    expect(f.store.teamView?.permission).toEqual(atRoot);
    expect(f.store.readOnly).toBe(false);
    expect(f.store.teamView?.path.map((p) => p.fileid)).toEqual([Number(entryOf(folder!)!.id)]);
  });

  it('a folder opened from elsewhere (another route, not its parent) asks for its path', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    const tid = f.store.teamView!.team.id;
    const outer = folderOf(f)!;
    await open(f, outer);
    const inner = folderOf(f)!;
    expect(inner).toBeDefined();
    // Back at the root, the inner folder is not a row of the list shown: its path is asked.
    await f.kernel.router.back();
    const asked = await askedDuring(() => open(f, inner));
    expect(asked).toContain(`/drive/api/v5/groups/${tid}/files/${String(entryOf(inner)!.id)}/path`);
    expect(f.store.teamView!.path.map((p) => p.fname)).toEqual([
      entryOf(outer)!.fname,
      entryOf(inner)!.fname,
    ]);
  });
});
