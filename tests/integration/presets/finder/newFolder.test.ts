// The inline new-folder row against the fake suite: the 300 ms debounce (fake timers), the
// name rules, POST files/folder with the spec's fields, opening the new folder, the errors in the
// tips dialog and the input focused again after it closes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import type { FinderOptions } from '../../../../presets/finder/types';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  vi.useRealTimers();
  finder?.dispose();
  finder = null;
});

async function started(options: FinderOptions = {}): Promise<FinderInstance> {
  suite.setDefaultUser('personal');
  finder = createFinder({
    client: createRequestClient({ services: suite.urls }),
    storage: null,
    language: 'en',
    action: 'selectDir',
    ...options,
  });
  await finder.start();
  return finder;
}

const folderPosts = () =>
  suite.recorded.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/files/folder'));

async function settled(f: FinderInstance): Promise<void> {
  await vi.waitFor(() => {
    expect(f.store.actions.newFolder.creating).toBe(false);
    expect(f.kernel.router.pending).toBeNull();
  });
}

describe('the new-folder row', () => {
  it('creates 300 ms after the last confirm, once, with the spec fields, and opens the folder', async () => {
    const f = await started();
    const row = f.store.actions.newFolder;
    const before = folderPosts().length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    row.begin();
    row.setName('  Quarterly  ');
    row.confirm();
    vi.advanceTimersByTime(200);
    row.confirm();
    vi.advanceTimersByTime(299);
    expect(folderPosts().length).toBe(before);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(folderPosts().length).toBe(before + 1));
    await vi.waitFor(() => expect(f.kernel.router.current?.params.fid).not.toBe(0));
    await settled(f);
    const body = JSON.parse(folderPosts().at(-1)!.body) as Record<string, unknown>;
    expect(body).toEqual({
      groupid: f.store.spaces.special!.id,
      parentid: 0,
      parsed: true,
      owner: true,
      name: 'Quarterly',
    });
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
    expect(f.store.teamView?.path.at(-1)?.fname).toBe('Quarterly');
    expect(row.open).toBe(false);
    expect(row.name).toBe('');
    // Back in the folder it was made in, the new folder is listed.
    await f.kernel.router.back();
    await vi.waitFor(() =>
      expect(f.store.listState()?.items.some((i) => entryOf(i)?.fname === 'Quarterly')).toBe(true),
    );
  });

  it('creates inside the open folder (parentid) of the team', async () => {
    const f = await started();
    const folder = f.store.listState()!.items.find((i) => entryOf(i)?.ftype === 'folder')!;
    const fid = Number(entryOf(folder)!.id);
    await f.kernel.router.navigate({
      name: 'TeamFiles',
      params: { tid: entryOf(folder)!.groupid, fid },
    });
    const row = f.store.actions.newFolder;
    row.begin();
    row.setName('Inner');
    row.confirm();
    await vi.waitFor(() => expect(f.store.teamView?.path.at(-1)?.fname).toBe('Inner'));
    expect(JSON.parse(folderPosts().at(-1)!.body)).toMatchObject({ parentid: fid, name: 'Inner' });
    expect(f.store.teamView?.path.map((p) => p.fileid)[0]).toBe(fid);
  });

  it('an invalid name shows in the tips dialog, nothing is posted, the input is focused again', async () => {
    const f = await started();
    const row = f.store.actions.newFolder;
    const before = folderPosts().length;
    row.begin();
    const focusBefore = row.focusRequest;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    row.setName('a/b');
    row.confirm();
    vi.advanceTimersByTime(300);
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(f.store.tip).toBe('A name cannot contain any of \\ / : * ? " < > |'),
    );
    row.setName('   ');
    f.store.closeTip();
    expect(row.focusRequest).toBe(focusBefore + 1);
    row.confirm();
    await vi.waitFor(() => expect(f.store.tip).toBe('Enter a name.'));
    expect(folderPosts().length).toBe(before);
    expect(row.open).toBe(true);
  });

  it('is not created while a tips dialog is open', async () => {
    const f = await started();
    const row = f.store.actions.newFolder;
    const before = folderPosts().length;
    row.begin();
    row.setName('Later');
    f.store.showTip('Something else');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    row.confirm();
    vi.advanceTimersByTime(300);
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 50));
    expect(folderPosts().length).toBe(before);
    expect(f.store.tip).toBe('Something else');
    expect(f.kernel.router.current?.params.fid).toBe(0);
  });

  it('errors: the mapped result code, else the server msg, else the default text', async () => {
    const f = await started();
    const taken = f.store.listState()!.items.find((i) => entryOf(i)?.ftype === 'folder')!;
    const row = f.store.actions.newFolder;
    const all = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, en: text, ja: text, th: text });
    f.kernel.resultCodes.register(
      { fileNameConflict: all('That name is taken here.') },
      { override: true },
    );
    row.begin();
    row.setName(entryOf(taken)!.fname);
    row.confirm();
    await vi.waitFor(() => expect(f.store.tip).toBe('That name is taken here.'));
    expect(row.open).toBe(true);
    f.store.closeTip();

    suite.faults.inject('/drive/api/v5/files/folder', {
      method: 'POST',
      status: 400,
      body: { result: 'quotaSomething', msg: 'Your drive is full.' },
      count: 1,
    });
    row.setName('Fresh');
    row.confirm();
    await vi.waitFor(() => expect(f.store.tip).toBe('Your drive is full.'));
    f.store.closeTip();

    suite.faults.inject('/drive/api/v5/files/folder', { method: 'POST', status: 500, body: {} });
    row.confirm();
    await vi.waitFor(() =>
      expect(f.store.tip).toBe('The folder could not be created. Please try again.'),
    );
    expect(f.kernel.router.current?.params.fid).toBe(0);
  });

  it('cancel clears the row and a pending confirm', async () => {
    const f = await started();
    const row = f.store.actions.newFolder;
    const before = folderPosts().length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    row.begin();
    row.setName('Gone');
    row.confirm();
    row.cancel();
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    expect(row.open).toBe(false);
    expect(row.name).toBe('');
    await new Promise((r) => setTimeout(r, 50));
    expect(folderPosts().length).toBe(before);
  });
});
