import { describe, expect, it } from 'vitest';
import {
  defaultRename,
  extensionOf,
  finalName,
  renameResult,
} from '../../../../plugins/drive/rules/rename';

const file = { fname: 'Report.final.docx', isFile: true };
const folder = { fname: 'Plans.2026', isFile: false };

describe('rename mode (finder.md section 5)', () => {
  it('a file keeps its last extension; a folder has none', () => {
    expect(extensionOf(file)).toBe('.docx');
    expect(extensionOf(folder)).toBe('');
    expect(extensionOf({ fname: '.profile', isFile: true })).toBe('');
  });

  it('defaults to the stem plus the bracketed copy suffix, unless hidden', () => {
    expect(defaultRename(file, 'copy', false)).toBe('Report.final(copy)');
    expect(defaultRename(file, '副本', false)).toBe('Report.final(副本)');
    expect(defaultRename(file, 'copy', true)).toBe('Report.final');
    expect(defaultRename(folder, 'copy', false)).toBe('Plans.2026(copy)');
  });

  it('re-appends the original extension to a file, once', () => {
    expect(finalName(file, ' Summary ')).toBe('Summary.docx');
    expect(finalName(file, 'Summary.DOCX')).toBe('Summary.DOCX');
    expect(finalName(folder, 'Archive')).toBe('Archive');
  });

  it('checks the name rules on the final name', () => {
    expect(renameResult(file, '  ')).toEqual({ name: '', error: 'fileNameEmpty' });
    expect(renameResult(file, 'a/b').error).toBe('illegalFname');
    // 96 characters plus ".docx" is 101.
    expect(renameResult(file, 'x'.repeat(96)).error).toBe('fileNameLengthExceed');
    expect(renameResult(file, 'x'.repeat(95))).toEqual({
      name: `${'x'.repeat(95)}.docx`,
      error: null,
    });
    expect(renameResult({ ...folder, linkFolder: true }, 'a&b').error).toBe('illegalFname');
  });
});
