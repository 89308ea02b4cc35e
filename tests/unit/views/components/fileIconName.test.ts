import { describe, expect, it } from 'vitest';
import {
  fileIconName,
  formatModifiedTime,
  mtimeToMillis,
} from '../../../../plugins/views/components';

describe('fileIconName', () => {
  it('makes a folder with partial read or write access a secret folder', () => {
    expect(fileIconName({ ftype: 'folder', access: 'partial_read' })).toBe('secretFolder');
    expect(fileIconName({ ftype: 'folder', access: 'partial_write' })).toBe('secretFolder');
    expect(fileIconName({ ftype: 'folder', access: 'read' })).toBe('folder');
    expect(fileIconName({ ftype: 'folder' })).toBe('folder');
  });

  it('goes by folder-like ftype', () => {
    expect(fileIconName({ ftype: 'sharefolder' })).toBe('shareFolder');
    expect(fileIconName({ ftype: 'secretfolder' })).toBe('secretFolder');
    expect(fileIconName({ ftype: 'linkfolder' })).toBe('linkFolder');
    expect(fileIconName({ ftype: 'devices' })).toBe('devices');
  });

  it.each([
    ['xlsx', 'xls'],
    ['et', 'xls'],
    ['csv', 'xls'],
    ['docx', 'doc'],
    ['wps', 'doc'],
    ['pptx', 'ppt'],
    ['dps', 'ppt'],
    ['pdf', 'pdf'],
    ['rar', 'zip'],
    ['7z', 'zip'],
    ['txt', 'txt'],
    ['pos', 'processon'],
    ['PNG', 'img'],
    ['.jpeg', 'img'],
    ['mp3', 'audio'],
    ['mp4', 'video'],
  ])('extension %s gives %s', (ext, icon) => {
    expect(fileIconName({ ftype: 'file', ext })).toBe(icon);
  });

  it('gives unknown for an unknown or missing extension', () => {
    expect(fileIconName({ ftype: 'file', ext: 'xyz' })).toBe('unknown');
    expect(fileIconName({ ftype: 'file' })).toBe('unknown');
    expect(fileIconName({})).toBe('unknown');
  });

  it('reads the extension from the name when none is given', () => {
    expect(fileIconName({ ftype: 'file', name: 'Plan.v2.XLSX' })).toBe('xls');
  });

  it('uses the extension before .link for links', () => {
    expect(fileIconName({ ftype: 'link', name: 'report.docx.link' })).toBe('doc');
    expect(fileIconName({ ftype: 'file', ext: 'link', name: 'deck.pptx.link' })).toBe('ppt');
    expect(fileIconName({ ftype: 'link', name: 'mystery.link' })).toBe('unknown');
  });

  it('lets a customised icon type win', () => {
    expect(
      fileIconName({ ftype: 'folder', access: 'partial_read', customizeIconType: 'star' }),
    ).toBe('star');
  });
});

describe('modified time', () => {
  it('reads values below 1e11 as seconds and others as milliseconds', () => {
    expect(mtimeToMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(mtimeToMillis(1_700_000_000_000)).toBe(1_700_000_000_000);
  });

  it('gives the same relative label for seconds and milliseconds', () => {
    const fiveMinutesAgo = Date.now() - 5 * 60 * 1000;
    expect(formatModifiedTime(fiveMinutesAgo)).toBe('5 minutes ago');
    expect(formatModifiedTime(Math.floor(fiveMinutesAgo / 1000))).toBe('5 minutes ago');
  });

  it('says the distance in the unit one would, in the locale given, with no date-fns', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    const ago = (ms: number) => now - ms;
    const minute = 60_000;
    const hour = 60 * minute;
    const day = 24 * hour;
    expect(formatModifiedTime(ago(20_000), undefined, now)).toBe('now');
    expect(formatModifiedTime(ago(44 * minute), undefined, now)).toBe('44 minutes ago');
    expect(formatModifiedTime(ago(50 * minute), undefined, now)).toBe('1 hour ago');
    expect(formatModifiedTime(ago(23 * hour), undefined, now)).toBe('1 day ago');
    expect(formatModifiedTime(ago(40 * day), undefined, now)).toBe('1 month ago');
    expect(formatModifiedTime(ago(330 * day), undefined, now)).toBe('11 months ago');
    expect(formatModifiedTime(ago(800 * day), undefined, now)).toBe('2 years ago');
    expect(formatModifiedTime(now + 3 * hour, undefined, now)).toBe('in 3 hours');
    expect(formatModifiedTime(ago(5 * minute), { code: 'zh-CN' }, now)).toBe('5分钟前');
    expect(formatModifiedTime(ago(5 * minute), { code: 'ja' }, now)).toBe('5 分前');
    // A code the engine does not know: English, not an exception in the row.
    expect(formatModifiedTime(ago(5 * minute), { code: 'not a locale!' }, now)).toBe(
      '5 minutes ago',
    );
    expect(formatModifiedTime(Number.NaN, undefined, now)).toBe('');
  });
});
