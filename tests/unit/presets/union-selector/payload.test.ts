import { describe, expect, it } from 'vitest';
import type { PickerItem } from '../../../../kernel';
import { fileDisabledReason, toUnionItem } from '../../../../presets/union-selector';

const item = (init: Partial<PickerItem> & Pick<PickerItem, 'type' | 'id'>): PickerItem => ({
  key: `${init.type}_${init.id}`,
  origin: 'test',
  sourceKey: 'all',
  name: 'Name',
  raw: {},
  ...init,
});

describe('union items: _type and the id key of each type', () => {
  it('maps users, with self and cooperator flags', () => {
    expect(
      toUnionItem(
        item({
          type: 'user',
          id: '7',
          userid: '7',
          avatar: 'a.png',
          deptName: 'R&D',
          raw: { self: true, cooperator: true, chatid: 99 },
        }),
      ),
    ).toEqual({
      _type: 'user',
      userid: '7',
      name: 'Name',
      avatar: 'a.png',
      deptName: 'R&D',
      self: true,
      chatid: '99',
      cooperator: true,
    });
  });

  it('maps groups and teams (groupType 1) to _type group', () => {
    expect(toUnionItem(item({ type: 'team', id: '5', raw: { group_type: 1 } }))).toEqual({
      _type: 'group',
      groupid: '5',
      name: 'Name',
      groupType: 1,
    });
    expect(toUnionItem(item({ type: 'group', id: '6', raw: { group_type: 4 } }))).toMatchObject({
      _type: 'group',
      groupid: '6',
      groupType: 4,
    });
  });

  it('maps files and departments; rows map to nothing', () => {
    expect(
      toUnionItem(
        item({
          type: 'file',
          id: '8',
          name: 'Plan.docx',
          raw: { ctime: 1, mtime: 2, company_name: 'Co', new_path: '/My Documents' },
        }),
      ),
    ).toEqual({
      _type: 'file',
      fid: '8',
      fname: 'Plan.docx',
      file_ctime: 1,
      file_mtime: 2,
      company_name: 'Co',
      new_path: '/My Documents',
    });
    expect(
      toUnionItem(item({ type: 'department', id: '3', companyId: '88', description: '…/a/b' })),
    ).toEqual({ _type: 'dept', deptid: '3', name: 'Name', companyId: '88', path: '…/a/b' });
    expect(toUnionItem(item({ type: 'title', id: 't' }))).toBeNull();
  });
});

describe('files outside includeFileExts', () => {
  const file = (name: string, ext?: string) =>
    item({ type: 'file', id: name, name, raw: { fname: name, ext } });
  it('are disabled with a reason; others, and every file without the option, are not', () => {
    expect(fileDisabledReason(file('a.csv', 'csv'), ['docx'])).toBe('fileTypeNotAllowed');
    expect(fileDisabledReason(file('a.DOCX'), ['.docx'])).toBeNull();
    expect(fileDisabledReason(file('a.csv'), undefined)).toBeNull();
    expect(fileDisabledReason(item({ type: 'user', id: '1' }), ['docx'])).toBeNull();
  });
});
