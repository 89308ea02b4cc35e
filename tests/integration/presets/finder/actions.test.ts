// The finder's actions against the fake suite: transfer's Move and Copy by the selected files'
// permission and the transfer global; save refused in a read-only directory; copy refused into
// itself and for a folder with subfolders; copy out of a restricted enterprise; an ordinary
// member moving another's file; rename mode's name in the commit info.
import { afterEach, describe, expect, it } from 'vitest';
import { TRANSFER_WINDOW_PROPERTY, createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import thaiActions from '../../../../plugins/drive/texts/actions/th';
import type { FinderOptions } from '../../../../presets/finder/types';
import { driveDataset } from '../../../../sandbox/backend/data/driveDataset';
import { corpSpecialGroupId } from '../../../../sandbox/backend/data/driveCatalog';
import { IDENTITIES } from '../../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
});

async function started(
  user: 'personal' | 'plus',
  options: FinderOptions = {},
): Promise<FinderInstance> {
  suite.setDefaultUser(user);
  finder = createFinder({
    client: createRequestClient({ services: suite.urls }),
    storage: null,
    language: 'en',
    ...options,
  });
  await finder.start();
  return finder;
}

async function presetsRead(f: FinderInstance): Promise<void> {
  await expect.poll(() => f.store.actions.presets !== null).toBe(true);
}

const items = (f: FinderInstance) => f.store.listState()?.items ?? [];
const RESTRICTED = 8800012;

describe('transfer', () => {
  it('lands on My Documents for company 0; Move and Copy follow the selected files permission', async () => {
    const f = await started('personal', {
      action: 'transfer',
      transfer: { userId: 1000001, companyId: 0 },
    });
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
    expect(f.store.actions.footer.buttons).toEqual(['move', 'copy']);
    const shared = items(f).find((i) => entryOf(i)?.ftype === 'sharefile')!;
    const own = items(f).find((i) => entryOf(i)?.ftype === 'file')!;
    f.kernel.selection.select(own);
    expect(f.store.actions.allows('move')).toBe(true);
    expect(f.store.actions.allows('ok')).toBe(false);
    f.kernel.selection.select(shared);
    expect(f.store.actions.allows('move')).toBe(false);
    expect(f.store.actions.refusalText('move')).toBe('A selected file cannot be moved.');
    expect(f.store.actions.allows('copy')).toBe(true);
    expect(await f.commit('move')).toBeNull();
    const info = (await f.commit('copy'))!;
    expect(info.operation).toBe('copy');
    // Through the kernel's confirm hooks alike: Move vetoed, Copy carrying its operation.
    f.store.actions.beginCommit('move');
    expect(await f.kernel.confirm()).toBeNull();
    f.store.actions.beginCommit('copy');
    expect(await f.kernel.confirm()).toMatchObject({ operation: 'copy' });
    expect(info.files.map((file) => file.id).sort()).toEqual(
      [entryOf(own)!.id, entryOf(shared)!.id].sort(),
    );
  });

  it('the transfer global is set while the finder lives and cleared on teardown', async () => {
    const win = globalThis as unknown as Record<string, unknown>;
    const hadWindow = 'window' in globalThis;
    if (!hadWindow) win.window = globalThis;
    try {
      const f = await started('personal', {
        action: 'transfer',
        transfer: { userId: 1000001, companyId: 0 },
      });
      expect(win[TRANSFER_WINDOW_PROPERTY]).toEqual({ userId: 1000001, companyId: 0 });
      // From its first GET on: the spaces asked beside the account check, at init's start.
      for (const path of ['/drive/api/v3/groups/special', '/drive/api/v3/groups/tmp']) {
        const request = suite.recorded.requests.find((one) => one.path === path);
        expect(request?.query).toMatchObject({
          'x-kso-su-user': '1000001',
          'x-kso-su-company': '0',
        });
      }
      f.dispose();
      finder = null;
      expect(win[TRANSFER_WINDOW_PROPERTY]).toBeUndefined();
    } finally {
      if (!hadWindow) delete win.window;
    }
  });
});

describe('destination actions', () => {
  it('save refuses a read-only team folder and says why', async () => {
    const f = await started('personal', { action: 'save', file: { presets: [] } });
    expect(f.store.actions.refusal).toBeNull();
    const team = driveDataset(1, 'tiny', 'personal').teams.find(
      (t) => t.user_role === 'read_member' && t.corpid === 0,
    )!;
    await f.kernel.router.navigate({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } });
    expect(f.store.readOnly).toBe(true);
    expect(f.store.actions.refusal).toBe('refuse.readOnly');
    expect(f.store.actions.refusalText()).toBe(
      'You can only view this folder. Choose a folder you can edit.',
    );
    expect(await f.commit()).toBeNull();
  });

  it('copy refuses the carried folder and its subfolders, and a folder with subfolders', async () => {
    const ds = driveDataset(1, 'tiny', 'personal');
    const special = ds.own.special;
    const folder = ds
      .files(special.id)
      .find((file) => file.parentid === 0 && file.ftype === 'folder')!;
    const f = await started('personal', {
      action: 'copy',
      file: { presets: [{ id: folder.id, groupid: special.id, fname: folder.fname }] },
    });
    await presetsRead(f);
    expect(f.store.actions.presets![0]).toMatchObject({ isFolder: true, hasSubfolders: true });
    expect(f.store.actions.refusal).toBe('refuse.copyFolderWithSubfolders');
    await f.kernel.router.navigate({
      name: 'TeamFiles',
      params: { tid: special.id, fid: folder.id },
    });
    expect(f.store.actions.refusal).toBe('refuse.copyIntoSubfolder');
    expect(await f.commit()).toBeNull();
  });

  it('copy of a restricted enterprise file is refused outside it', async () => {
    const ds = driveDataset(1, 'tiny', 'plus');
    const file = ds.files(corpSpecialGroupId(RESTRICTED)).find((x) => x.ftype === 'file')!;
    const f = await started('plus', {
      action: 'copy',
      file: { presets: [{ id: file.id, groupid: file.groupid, fname: file.fname }] },
    });
    await presetsRead(f);
    expect(f.store.actions.presets![0].corpid).toBe(RESTRICTED);
    await f.kernel.router.navigate({ name: 'MyDocs' });
    expect(f.store.companyId).toBe(0);
    expect(f.store.actions.refusal).toBe('refuse.restricted.copy');
    expect(await f.commit()).toBeNull();
  });

  it('an ordinary member may move only files they created', async () => {
    const ds = driveDataset(1, 'tiny', 'plus');
    const me = IDENTITIES.plus.userid;
    const company = ds.companies.find(
      (c) => c.role === 'member' && !c.restrict && c.view_status[0].status === 'normal',
    )!;
    const files = ds.files(company.corpspecial.id).filter((x) => x.ftype === 'file');
    const others = files.find((x) => x.creator.id !== me);
    const f = await started('plus', {
      action: 'move',
      file: { presets: others ? [{ id: others.id, groupid: others.groupid }] : [] },
    });
    expect(others).toBeDefined();
    await presetsRead(f);
    await f.kernel.router.navigate({
      name: 'EnterpriseTeamFiles',
      params: { cid: company.id, tid: company.corpspecial.id, fid: 0 },
    });
    expect(f.store.actions.refusal).toBe('refuse.notOwnFile');
  });

  it('rename mode: the default name with the copy suffix, the extension re-appended on commit', async () => {
    const ds = driveDataset(1, 'tiny', 'personal');
    const file = ds
      .files(ds.own.special.id)
      .find((x) => x.ftype === 'file' && /^[\w ]+\.docx$/.test(x.fname))!;
    const options: FinderOptions = {
      action: 'copy',
      featrues: { includes: ['CUR_SCENE', 'rename'] },
      file: { presets: [{ id: file.id, groupid: file.groupid, fname: file.fname }] },
    };
    const f = await started('personal', options);
    await presetsRead(f);
    const stem = file.fname.slice(0, -'.docx'.length);
    expect(f.store.actions.renaming).toBe(true);
    expect(f.store.actions.renameText).toBe(`${stem}(copy)`);
    expect((await f.commit())?.name).toBe(`${stem}(copy).docx`);
    f.store.actions.setRenameText('a:b');
    expect(f.store.actions.renameError()).toBe('A name cannot contain any of \\ / : * ? " < > |');
    expect(await f.commit()).toBeNull();
    f.dispose();

    const hidden = await started('personal', { ...options, hideCopySuffix: true });
    expect(hidden.store.actions.renameText).toBe(stem);
    hidden.dispose();

    // A language no finder of this page has loaded yet: start() lands once its texts are in.
    const thai = await started('personal', { ...options, language: 'th' });
    expect(thai.store.actions.renameText).toBe(`${stem}(${thaiActions.copySuffix})`);
  });
});
