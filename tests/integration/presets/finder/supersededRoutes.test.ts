// A navigation the user left before it finished never leaves its marks: its team view (the
// breadcrumb, the read-only rule) arriving late stays out, so the breadcrumb shows where the
// user is and its crumbs go where they say.
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
});

async function landed(): Promise<FinderInstance> {
  suite.setDefaultUser('personal');
  finder = createFinder({ client: createRequestClient({ services: suite.urls }), storage: null });
  await finder.start();
  return finder;
}

/** Holds the listings of one folder until `release()`; other requests go to the suite. */
function holdFolder(fid: string): { release(): void; asked: Promise<void> } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const seen = new Promise<void>((resolve) => (asked = resolve));
  suite.server.use(
    http.get(`${suite.urls.drive}/api/v5/groups/:tid/files`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('parentid') !== fid) return undefined;
      asked();
      await held;
      return undefined;
    }),
  );
  return { release, asked: seen };
}

/** The first plain folder of the list shown, and where it opens. */
function firstFolder(f: FinderInstance) {
  const folder = [...(f.store.listState()?.items ?? [])].find(
    (item) => entryOf(item)?.ftype === 'folder' && entryOf(item)?.target?.name === 'TeamFiles',
  )!;
  return { folder, target: entryOf(folder)!.target! };
}

const crumbs = (f: FinderInstance) => f.store.teamView?.path.map((folder) => folder.fname) ?? [];

describe('a navigation left before it finished', () => {
  it('a folder left for another place while its list loads: that place shows its own team, not the folder of the step left', async () => {
    const f = await landed();
    const root = f.kernel.router.current!.href;
    const { folder, target } = firstFolder(f);
    // The folder was visited before (its path is known and answered at once), its list is not
    // cached any more: opening it again waits for the list only.
    await f.kernel.router.navigate(target);
    expect(crumbs(f)).toEqual([folder.name]);
    await f.kernel.router.navigate(root);
    f.kernel.sources.clearCache();
    const listing = holdFolder(folder.id);

    const opening = f.kernel.router.navigate(target);
    await listing.asked;
    // The user moves on before the folder's list arrives: to another location.
    const devices = await f.kernel.router.navigate({ name: 'Devices' });
    expect(devices.status).toBe('done');
    listing.release();
    expect((await opening).status).toBe('superseded');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(f.kernel.router.current?.name).toBe('Devices');
    // Devices shows the tmp space: the folder's team view never came back.
    expect(f.store.teamView?.team.type).toBe('tmp');
    expect(crumbs(f)).toEqual([]);
  });

  it('a folder left for the crumb of the place shown: the breadcrumb stays on that place, whose crumbs go where they say', async () => {
    const f = await landed();
    const root = f.kernel.router.current!.href;
    const { folder, target } = firstFolder(f);
    await f.kernel.router.navigate(target);
    await f.kernel.router.navigate(root);
    f.kernel.sources.clearCache();
    const listing = holdFolder(folder.id);

    const opening = f.kernel.router.navigate(target);
    await listing.asked;
    // The root crumb, pressed while the folder loads: the user stays where they are.
    expect((await f.kernel.router.navigate(root)).status).toBe('unchanged');
    listing.release();
    expect((await opening).status).toBe('superseded');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(f.kernel.router.current?.href).toBe(root);
    expect(crumbs(f)).toEqual([]);
  });
});
