// Picking in the finder through the kernel's own mechanisms: the selection mode (dir, single,
// multi) of the action, the OK rule as a shouldEnableConfirm tap, the commit info built by the
// confirmation registry and handed out by kernel.confirm(), the finder's selectability as the
// kernel's disabled reason.
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import type { PickerItem } from '../../../../kernel';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { clickItem, toggleSelectAll } from '../../../../plugins/drive/finder-state/picking';
import { finderText } from '../../../../plugins/drive/texts/text';
import type { FinderOptions } from '../../../../presets/finder/types';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
});

async function started(options: FinderOptions = {}): Promise<FinderInstance> {
  suite.setDefaultUser('personal');
  finder = createFinder({
    client: createRequestClient({ services: suite.urls }),
    storage: null,
    ...options,
  });
  await finder.start();
  return finder;
}

const items = (f: FinderInstance): PickerItem[] => [...(f.store.listState()?.items ?? [])];
const files = (f: FinderInstance) => items(f).filter((i) => entryOf(i)?.isFile);
const selectableFiles = (f: FinderInstance) =>
  files(f).filter((i) => f.store.selectabilityOf(i).selectable);

describe('finder picking on the kernel', () => {
  it('gives the kernel the mode of the action', async () => {
    expect((await started({ action: 'selectFile' })).kernel.options.mode).toBe('single');
    finder?.dispose();
    expect((await started({ action: 'selectFiles' })).kernel.options.mode).toBe('multi');
    finder?.dispose();
    expect((await started({ action: 'selectDir' })).kernel.options.mode).toBe('dir');
  });

  it('selectFile: a click selects one file, another click replaces it; confirm gives the commit info', async () => {
    const f = await started({ action: 'selectFile' });
    expect(f.store.canCommit).toBe(false);
    const [first, second] = selectableFiles(f);
    clickItem(f.store, first);
    clickItem(f.store, second);
    expect(f.kernel.selection.selectedItems.map((i) => i.key)).toEqual([second.key]);
    expect(f.kernel.selection.canConfirm).toBe(true);
    expect(f.store.canCommit).toBe(true);
    const info = await f.commit();
    expect(info?.files.map((file) => file.id)).toEqual([entryOf(second)!.id]);
    expect(info?.path.groupid).toBe(f.store.spaces.special!.id);
    expect(info?.company).toEqual({ id: 0, name: '' });
    // The same payload comes from the kernel's confirm: the finder registered its builder.
    const payload = await f.kernel.confirm();
    expect(payload).toEqual(info);
    expect((info?.files[0] as unknown as Record<string, unknown>).target).toBeUndefined();
  });

  it('an excluded file has the kernel disabled reason and cannot be picked', async () => {
    const f = await started({ action: 'selectFiles', file: { excludes: ['.docx'] } });
    const docx = files(f).find((i) => entryOf(i)?.ext === 'docx');
    expect(docx).toBeDefined();
    expect(f.kernel.selection.disabledReasonOf(docx!)?.code).toBe('excluded');
    expect(f.kernel.selection.select(docx!)).toBe(false);
    clickItem(f.store, docx!);
    expect(f.kernel.selection.count).toBe(0);
  });

  it('selectFiles with fileLitmitNum 2: the third pick shows the limit tip; select-all stops at 2', async () => {
    const f = await started({ action: 'selectFiles', file: { fileLitmitNum: 2 } });
    const picks = selectableFiles(f);
    expect(picks.length).toBeGreaterThan(2);
    picks.slice(0, 3).forEach((item) => clickItem(f.store, item));
    expect(f.kernel.selection.count).toBe(2);
    expect(f.store.tip).toBe(finderText(f.kernel, 'limitTip', { count: 2 }));
    f.kernel.selection.clear();
    f.store.closeTip();
    toggleSelectAll(f.store);
    expect(f.kernel.selection.count).toBe(2);
    const info = await f.commit();
    expect(info?.files).toHaveLength(2);
  });

  it('selectDir: OK without a pick in a writable folder; files cannot be picked; the path is the folder', async () => {
    const f = await started({ action: 'selectDir' });
    expect(f.store.canCommit).toBe(true);
    const file = files(f)[0];
    expect(f.kernel.selection.disabledReasonOf(file)).not.toBeNull();
    expect(f.kernel.selection.select(file)).toBe(false);
    const info = await f.commit();
    expect(info).toMatchObject({
      path: { id: 0, groupid: f.store.spaces.special!.id, acl: { write: true } },
      files: [],
    });
  });

  it('OK is disabled while committing and with a list error', async () => {
    const f = await started({ action: 'selectDir' });
    f.store.setCommitting(true);
    expect(f.store.canCommit).toBe(false);
    expect(await f.commit()).toBeNull();
    f.store.setCommitting(false);
    suite.faults.inject('/drive/api/v3/roaming', { status: 500 });
    suite.faults.inject('/drive/api/v5/roaming', { status: 500 });
    await f.kernel.router.navigate({ name: 'Latest', params: {} });
    expect(f.store.listState()?.status).toBe('error');
    expect(f.store.canCommit).toBe(false);
  });
});
