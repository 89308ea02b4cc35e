import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createKernel, type ExceedInfo } from '../../../../kernel';
import { DOCS, file, folder, folderPermission, person, testKernel } from './testPreset';

describe('selectability with a reason', () => {
  it('disables a file whose extension is not allowed, with the reason its row shows', async () => {
    const { kernel } = await testKernel({ includeFileExts: ['docx', 'xlsx'] });
    const exe = file('3', 'planner.exe');
    expect(kernel.selection.disabledReasonOf(exe)).toEqual({
      code: 'extension',
      message: '.exe files cannot be inserted',
    });
    expect(kernel.selection.disabledReasonOf(file('1', 'plan.docx'))).toBeNull();
    expect(kernel.selection.select(exe)).toBe(false);
    expect(kernel.selection.toggle(exe)).toBe(false);
    expect(kernel.selection.selectAll(DOCS)).toBe(3);
    expect(kernel.selection.selectedItems.map((item) => item.id)).toEqual(['1', '2', '4']);
  });

  it('re-evaluates a reason when what it reads changes (a limit reached, then room again)', async () => {
    const { kernel } = await testKernel({ maxCount: 2, limitReason: true });
    const [ann, anna, bob] = ['ann', 'anna', 'bob'].map(person);
    const seen: Array<string | null> = [];
    const stop = autorun(() => seen.push(kernel.selection.disabledReasonOf(bob)?.code ?? null));
    kernel.selection.select(ann);
    expect(seen).toEqual([null]);
    kernel.selection.select(anna);
    expect(seen).toEqual([null, 'limit']);
    expect(kernel.selection.disabledReasonOf(bob)?.message).toBe('Select up to 2 items');
    expect(kernel.selection.disabledReasonOf(ann)).toBeNull();
    expect(kernel.selection.select(bob)).toBe(false);
    kernel.selection.deselect(ann);
    expect(seen).toEqual([null, 'limit', null]);
    expect(kernel.selection.select(bob)).toBe(true);
    stop();
  });

  it('takes a host rule from options, as a reason or a bare message', () => {
    const kernel = createKernel({
      disabledReason: (item) => (item.id === 'bob' ? 'Bob is away' : undefined),
    });
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
    expect(kernel.selection.disabledReasonOf(person('bob'))).toEqual({
      code: 'host',
      message: 'Bob is away',
    });
    expect(kernel.selection.select(person('bob'))).toBe(false);
    expect(kernel.selection.select(person('ann'))).toBe(true);
    expect(() => createKernel({ disabledReason: 'no' as never })).toThrow(
      'disabledReason must be a function (item) => reason or undefined',
    );
  });

  it('still lets a selected item be deselected when a rule would now refuse it', async () => {
    const { kernel } = await testKernel({ maxCount: 1, limitReason: true });
    kernel.selection.select(person('ann'));
    expect(kernel.selection.deselect(person('ann'))).toBe(true);
  });
});

describe('modes', () => {
  it('dir mode picks only folders, one at a time, and confirms with nothing picked', async () => {
    const { kernel } = await testKernel({ mode: 'dir' });
    expect(kernel.selection.disabledReasonOf(file('1', 'plan.docx'))).toEqual({
      code: 'notFolder',
      message: '只能选择文件夹',
    });
    expect(kernel.selection.canConfirm).toBe(true);
    expect(kernel.selection.select(file('1', 'plan.docx'))).toBe(false);
    expect(kernel.selection.select(folder('4', 'plans'))).toBe(true);
    expect(kernel.selection.select(folder('5', 'archive'))).toBe(true);
    expect(kernel.selection.selectedItems.map((item) => item.id)).toEqual(['5']);
    expect(kernel.options.multiple).toBe(false);
  });

  it("speaks the kernel's language in its own reason", () => {
    const kernel = createKernel({ mode: 'dir', language: 'en' });
    kernel.itemTypes.register({ type: 'file', idKey: 'fid' });
    expect(kernel.selection.disabledReasonOf(file('1', 'a.txt'))?.message).toBe(
      'Only folders can be selected',
    );
  });

  it('single mode replaces; the boolean multiple still works; contradictions fail at creation', () => {
    for (const options of [{ mode: 'single' as const }, { multiple: false }]) {
      const kernel = createKernel(options);
      kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
      kernel.selection.select(person('ann'));
      kernel.selection.select(person('bob'));
      expect(kernel.selection.selectedItems.map((item) => item.id)).toEqual(['bob']);
      expect(kernel.options.mode).toBe('single');
    }
    expect(createKernel({ multiple: true }).options.mode).toBe('multi');
    expect(createKernel().options.mode).toBe('multi');
    expect(() => createKernel({ mode: 'many' as never })).toThrow(
      'mode "many" is not valid: use "single", "multi" or "dir"',
    );
    expect(() => createKernel({ mode: 'dir', multiple: true })).toThrow(
      'multiple: true contradicts mode: "dir": pass only mode',
    );
  });
});

describe('canConfirm as a rule presets extend', () => {
  it('a shouldEnableConfirm tap refuses confirm while a folder is read-only, and reacts', async () => {
    const permission = folderPermission(false);
    const { kernel } = await testKernel({ mode: 'dir' });
    kernel.hooks.shouldEnableConfirm.tap('finder:read-only', ({ mode }) =>
      mode === 'dir' && !permission.writable ? false : undefined,
    );
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(kernel.selection.canConfirm));
    expect(seen).toEqual([false]);
    permission.set(true);
    expect(seen).toEqual([false, true]);
    expect(await kernel.confirm()).not.toBeNull();
    stop();
  });

  it("sees the selection: a rule requiring two picks keeps the kernel's own rule first", async () => {
    const { kernel } = await testKernel();
    kernel.hooks.shouldEnableConfirm.tap('two', ({ count }) => (count >= 2 ? undefined : false));
    expect(kernel.selection.canConfirm).toBe(false);
    kernel.selection.select(person('ann'));
    expect(kernel.selection.canConfirm).toBe(false);
    kernel.selection.select(person('bob'));
    expect(kernel.selection.canConfirm).toBe(true);
    expect(await kernel.confirm()).not.toBeNull();
  });
});

describe('select-all over a list', () => {
  it('is none, some or all of the pickable items; rows that cannot be picked do not count', async () => {
    const { kernel } = await testKernel({ includeFileExts: ['docx', 'xlsx'] });
    const { selection } = kernel;
    expect(selection.listStatus(DOCS)).toBe(0);
    selection.select(DOCS[0]);
    expect(selection.listStatus(DOCS)).toBe(1);
    expect(selection.toggleAll(DOCS)).toBe(2);
    expect(selection.listStatus(DOCS)).toBe(2);
    expect(selection.toggleAll(DOCS)).toBe(3);
    expect(selection.listStatus(DOCS)).toBe(0);
    expect(selection.count).toBe(0);
  });

  it('adds up to the limit, truncated to the room left, with the exceed notice', async () => {
    const onExceed = vi.fn<(info: ExceedInfo) => void>();
    const { kernel } = await testKernel({ maxCount: 3, onExceed });
    kernel.selection.select(DOCS[0]);
    expect(kernel.selection.toggleAll(DOCS)).toBe(2);
    expect(kernel.selection.selectedItems.map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(onExceed).toHaveBeenCalledTimes(1);
    expect(onExceed.mock.calls[0][0]).toMatchObject({ maxCount: 3, attempted: 4 });
    expect(kernel.selection.listStatus(DOCS)).toBe(1);
  });
});
