import { describe, expect, it } from 'vitest';
import { FILE_TYPE_GROUPS, typeMatcher } from '../../../../plugins/drive/rules/fileTypes';
import { selectabilityOf, selectabilityRules } from '../../../../plugins/drive/rules/selectability';
import type { DriveEntry } from '../../../../plugins/sources/shared/driveEntry';
import { extensionOfName, isFolderFtype } from '../../../../plugins/sources/shared/driveEntry';

function entry(fname: string, ftype = 'file'): DriveEntry {
  const isFolder = isFolderFtype(ftype);
  return {
    id: 1,
    fname,
    ftype,
    fsize: 0,
    groupid: 1,
    corpid: 0,
    linkgroupid: 0,
    ext: isFolder ? '' : extensionOfName(fname),
    mtime: 0,
    isFile: !isFolder,
    isFolder,
    tag: 'Team',
  };
}

describe('file-type groups', () => {
  it('cover the extensions we chose for each group', () => {
    expect(FILE_TYPE_GROUPS.doc.exts).toEqual(
      expect.arrayContaining(['doc', 'docx', 'wps', 'rtf']),
    );
    expect(FILE_TYPE_GROUPS.xls.exts).toEqual(expect.arrayContaining(['xls', 'xlsx', 'et', 'csv']));
    expect(FILE_TYPE_GROUPS.ppt.exts).toEqual(expect.arrayContaining(['ppt', 'pptx', 'dps']));
    expect(FILE_TYPE_GROUPS.pdf.exts).toEqual(['pdf', 'ofd']);
    expect(FILE_TYPE_GROUPS.img.exts).toEqual(expect.arrayContaining(['png', 'jpg', 'gif']));
    expect(FILE_TYPE_GROUPS.weboffice.exts).toEqual(['otl', 'ksheet', 'form', 'dbt']);
    expect(FILE_TYPE_GROUPS.todo.exts).toEqual(['todo']);
    expect(FILE_TYPE_GROUPS.meeting.exts).toEqual(['meeting']);
    expect(FILE_TYPE_GROUPS.sharefolder.ftypes).toEqual(['sharefolder']);
    expect(FILE_TYPE_GROUPS.device.ftypes).toEqual(['device', 'devices']);
    expect(Object.keys(FILE_TYPE_GROUPS).sort()).toEqual(
      [
        'xls',
        'doc',
        'ppt',
        'pdf',
        'zip',
        'txt',
        'processon',
        'img',
        'audio',
        'video',
        'todo',
        'meeting',
        'weboffice',
        'sharefolder',
        'group',
        'device',
      ].sort(),
    );
  });

  it('reads file, folder, dotted extensions and bare ftypes', () => {
    const m = typeMatcher(['file', '.MD', 'linkfolder']);
    expect(m.anyFile).toBe(true);
    expect(m.anyFolder).toBe(false);
    expect(m.exts.has('md')).toBe(true);
    expect(m.ftypes.has('linkfolder')).toBe(true);
  });
});

describe('selectability', () => {
  const files = selectabilityRules('single', ['file'], []);

  it('a file is selectable in single mode, a folder is not (it opens)', () => {
    expect(selectabilityOf(entry('a.docx'), files)).toEqual({ selectable: true, disabled: false });
    expect(selectabilityOf(entry('Plans', 'folder'), files)).toMatchObject({
      selectable: false,
      reason: 'notAllowed',
    });
  });

  it('excluded by extension or ftype is disabled', () => {
    const rules = selectabilityRules('multi', ['file'], ['pdf', 'sharefile']);
    expect(selectabilityOf(entry('r.pdf'), rules)).toMatchObject({
      disabled: true,
      reason: 'excluded',
    });
    expect(selectabilityOf(entry('s.docx', 'sharefile'), rules)).toMatchObject({ disabled: true });
    expect(selectabilityOf(entry('s.docx'), rules)).toMatchObject({ selectable: true });
  });

  it('no file in directory mode', () => {
    const rules = selectabilityRules('dir', ['folder'], []);
    expect(selectabilityOf(entry('a.docx'), rules)).toMatchObject({
      selectable: false,
      reason: 'dirMode',
      disabled: false,
    });
    expect(selectabilityOf(entry('F', 'folder'), rules)).toMatchObject({ selectable: true });
  });

  it('only the allowed types or extensions', () => {
    const rules = selectabilityRules('multi', ['doc', '.md'], []);
    expect(selectabilityOf(entry('a.docx'), rules).selectable).toBe(true);
    expect(selectabilityOf(entry('n.md'), rules).selectable).toBe(true);
    expect(selectabilityOf(entry('x.xlsx'), rules)).toMatchObject({
      selectable: false,
      reason: 'notAllowed',
    });
  });

  it('judges a link by the extension before .link', () => {
    const rules = selectabilityRules('multi', ['doc'], ['xls']);
    expect(selectabilityOf(entry('plan.docx.link', 'link'), rules).selectable).toBe(true);
    expect(selectabilityOf(entry('sheet.xlsx.link', 'link'), rules)).toMatchObject({
      disabled: true,
    });
  });
});
