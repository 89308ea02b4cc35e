import { describe, expect, it } from 'vitest';
import {
  ConfirmRegistry,
  createKernel,
  ItemTypeRegistry,
  type ConfirmPayloadBuilder,
} from '../../../../kernel';
import { file, folder, person, testKernel, timeItem, type FileItem } from './testPreset';

describe('a time item (union selector)', () => {
  it('is selected and confirmed with its own fields, without its record', async () => {
    const { kernel } = await testKernel({ mode: 'single' });
    await kernel.tabs.setActive('time');
    const slot = timeItem('2026-11-23', '09:30');
    expect(kernel.selection.select(slot)).toBe(true);
    expect(await kernel.confirm()).toEqual({
      items: [
        {
          id: '2026-11-23T09:30',
          key: 'time_2026-11-23T09:30',
          type: 'time',
          name: '2026-11-23 09:30',
          date: '2026-11-23',
          time: '09:30',
        },
      ],
    });
  });

  it('keeps fid, fname and ext of a file: nothing strips them before modifyConfirmPayload', async () => {
    const { kernel } = await testKernel();
    let seen: unknown;
    kernel.hooks.modifyConfirmPayload.tap('spy', (payload) => {
      seen = payload;
      return payload;
    });
    kernel.selection.select(file('1', 'plan.docx'));
    await kernel.confirm();
    expect(seen).toEqual({
      items: [
        {
          id: '1',
          key: 'file_1',
          type: 'file',
          name: 'plan.docx',
          fid: '1',
          fname: 'plan.docx',
          ext: 'docx',
        },
      ],
    });
  });
});

describe('a payload the preset builds from the full items (finder)', () => {
  it('commits { path, company, files, team }', async () => {
    const current = { path: { id: '42', groupid: 'g7', acl: { write: true } }, team: { id: 'g7' } };
    const finderPayload: ConfirmPayloadBuilder = (items, input) => ({
      path: current.path,
      company: { id: String(input.companyId ?? '0'), name: 'Personal' },
      files: items.map((item) => {
        const { fid, fname, ext, groupid } = item as FileItem;
        return { fid, fname, ext, groupid };
      }),
      team: current.team,
    });
    const { kernel } = await testKernel();
    kernel.confirmation.setBuilder(finderPayload);
    kernel.selection.select(file('1', 'plan.docx', 'g7'));
    kernel.selection.select(folder('4', 'plans', 'g7'));
    expect(await kernel.confirm({ companyId: 0 })).toEqual({
      path: current.path,
      company: { id: '0', name: 'Personal' },
      files: [
        { fid: '1', fname: 'plan.docx', ext: 'docx', groupid: 'g7' },
        { fid: '4', fname: 'plans', ext: '', groupid: 'g7' },
      ],
      team: current.team,
    });
  });

  it('allows one builder per kernel: a second one fails, naming modifyConfirmPayload', () => {
    const confirmation = new ConfirmRegistry();
    const build: ConfirmPayloadBuilder = (items) => ({ count: items.length });
    confirmation.setBuilder(build);
    expect(() => confirmation.setBuilder(build)).not.toThrow();
    expect(() => confirmation.setBuilder(() => ({}))).toThrow(
      'a confirm payload builder is already registered: keep one per kernel, and change the payload in modifyConfirmPayload',
    );
  });
});

describe('the item type registry', () => {
  it('is open: types with their id keys, rows and folders, unknown types never selectable', () => {
    const types = new ItemTypeRegistry();
    types.register(
      { type: 'file', idKey: 'fid' },
      { type: 'dept', idKey: 'deptid' },
      { type: 'sectionTitle', row: true },
      { type: 'linkfolder', idKey: 'fid', folder: true },
      { type: 'banner', selectable: false },
    );
    expect(types.idOf('file', { fid: 1234, id: 'x' })).toBe('1234');
    expect(types.idOf('dept', { deptid: 'd9' })).toBe('d9');
    expect(types.idOf('unknown', { id: 7 })).toBe('7');
    expect(types.isSelectable('file')).toBe(true);
    expect(types.isSelectable('sectionTitle')).toBe(false);
    expect(types.isRow('sectionTitle')).toBe(true);
    expect(types.isSelectable('banner')).toBe(false);
    expect(types.isFolder('linkfolder')).toBe(true);
    expect(types.isSelectable('nobody-registered-me')).toBe(false);
  });

  it('accepts the same description twice and refuses a different one, naming the type', () => {
    const types = new ItemTypeRegistry();
    types.register({ type: 'file', idKey: 'fid' });
    expect(() => types.register({ type: 'file', idKey: 'fid' })).not.toThrow();
    expect(() => types.register({ type: 'file', idKey: 'id' })).toThrow(
      'item type "file" is registered twice with different descriptions: keep one (idKey "fid" vs "id")',
    );
    expect(() => types.register({ type: '' })).toThrow(/needs a non-empty string `type`/);
  });

  it('knows the kernel rows from the start, so a title or load-more row is never picked', () => {
    const kernel = createKernel();
    expect(kernel.itemTypes.isRow('title')).toBe(true);
    expect(kernel.itemTypes.isRow('loadMore')).toBe(true);
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
    const row = { ...person('x'), type: 'title', key: 'title_x' };
    expect(kernel.selection.select(row)).toBe(false);
  });
});
