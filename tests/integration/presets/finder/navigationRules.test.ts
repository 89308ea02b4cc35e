// Navigation as a user meets it: a search typed before the landing loaded, choosing the active
// side entry from a subfolder, the active entry of teams reached from their lists.
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { activeEntry } from '../../../../plugins/drive/finder-state/activeEntry';
import { chooseTab, clearSearch, search } from '../../../../plugins/drive/finder-state/navigation';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
});

function make(): FinderInstance {
  suite.setDefaultUser('personal');
  finder = createFinder({ client: createRequestClient({ services: suite.urls }), storage: null });
  return finder;
}

const items = (f: FinderInstance) => [...(f.store.listState()?.items ?? [])];

describe('finder navigation rules', () => {
  it('a search typed while the landing loads goes on top of the landing; Back returns to it', async () => {
    const f = make();
    const starting = f.start();
    expect(f.kernel.router.current).toBeNull();
    const searching = search(f.store, 'a');
    await Promise.all([starting, searching]);
    expect(f.kernel.router.current?.name).toBe('Search');
    expect(f.kernel.router.current?.params.keyword).toBe('a');
    expect(f.kernel.router.canGoBack).toBe(true);
    await clearSearch(f.store);
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
    expect(f.store.teamView?.team.type).toBe('special');
  });

  it('choosing My Documents again from a subfolder lands on its root, reloaded', async () => {
    const f = make();
    await f.start();
    const folder = items(f).find((item) => entryOf(item)?.ftype === 'folder')!;
    await f.kernel.router.navigate(entryOf(folder)!.target!);
    expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id));
    expect(activeEntry(f.store)).toBe('MyDocs');
    await chooseTab(f.store, 'MyDocs', 777);
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
    expect(f.kernel.router.current?.params.fid).toBe(0);
    expect(f.kernel.router.current?.query.t).toBe('777');
  });

  it('a team opened from My Teams keeps My Teams active; Devices is My Documents', async () => {
    const f = make();
    await f.start();
    await chooseTab(f.store, 'MyTeams');
    expect(activeEntry(f.store)).toBe('MyTeams');
    const team = items(f).find((item) => entryOf(item)?.corpid === 0);
    expect(team).toBeDefined();
    await f.kernel.router.navigate(entryOf(team!)!.target!);
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
    expect(activeEntry(f.store)).toBe('MyTeams');
    await f.kernel.router.navigate({ name: 'Devices' });
    expect(activeEntry(f.store)).toBe('MyDocs');
  });
});
