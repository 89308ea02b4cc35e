/**
 * Records of the union selector's calls as PickerItems: files (fid, fname, times, source,
 * company and location path; folders are never listed) and departments (deptid, avatar, company,
 * shortened path). People and groups come from the shared mappings of the member picker.
 */
import type { PickerItem } from '../../../kernel';
import { extensionOf } from '../../views/components/FileItem/fileIconName';
import { DEFAULT_DEPARTMENT_AVATAR, highlightOf, makeItem, shortenAbsPath } from '../shared/items';
import { idOf } from '../shared/values';
import type { UnionDepartmentRecord, UnionFileRecord } from './unionTabs.types';

const FOLDER_TYPES = new Set([
  'folder',
  'sharefolder',
  'secretfolder',
  'linkfolder',
  'delfolder',
  'devices',
]);

export function isFolderRecord(record: UnionFileRecord): boolean {
  return FOLDER_TYPES.has(String(record.ftype ?? '').toLowerCase());
}

/** The extension of a file record: its `ext`, else the one of its name. */
export function fileExtension(record: UnionFileRecord): string {
  const ext = typeof record.ext === 'string' ? record.ext.replace(/^\./, '').toLowerCase() : '';
  return ext || extensionOf(String(record.fname ?? record.name ?? ''));
}

/** A roaming entry carries the file under `file`; a search hit is the file itself. */
function flatten(record: UnionFileRecord): UnionFileRecord {
  return record.file && typeof record.file === 'object'
    ? { ...record.file, ...record, file: undefined, mtime: record.mtime ?? record.file.mtime }
    : record;
}

export function fileToItem(record: UnionFileRecord, sourceKey: string): PickerItem {
  const raw = flatten(record);
  const fid = idOf(raw.fileid ?? raw.id);
  return makeItem({
    id: fid,
    type: 'file',
    origin: 'docs',
    sourceKey,
    name: String(raw.fname ?? raw.name ?? ''),
    highlightName: raw.highlight?.file_name?.[0],
    description: typeof raw.new_path === 'string' ? raw.new_path : undefined,
    groupId: idOf(raw.groupid) || undefined,
    raw,
  });
}

export function departmentToUnionItem(
  raw: UnionDepartmentRecord,
  sourceKey: string,
  fallbackCompanyId: string,
): PickerItem {
  const companyId = idOf(raw.comp_id) || fallbackCompanyId;
  return makeItem({
    id: idOf(raw.id),
    type: 'department',
    origin: 'dept',
    sourceKey,
    name: raw.name ?? '',
    highlightName: highlightOf(raw.highlight),
    avatar: raw.avatar || DEFAULT_DEPARTMENT_AVATAR,
    companyId,
    description: shortenAbsPath(raw.abs_path),
    raw,
  });
}

/** Files without folders (the spec's docs lists never hold folders). */
export function filesOnly(records: readonly UnionFileRecord[]): UnionFileRecord[] {
  return records.filter((record) => !isFolderRecord(flatten(record)));
}
