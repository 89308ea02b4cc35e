/**
 * Drive entries (finder.md section 3, "File or folder entry"): every drive source maps its
 * records to a `DriveItem`, a PickerItem that also carries the normalised `entry` the finder's
 * views and rules read (ftype, ext, mtime, group, where opening it goes). `raw` stays the record
 * as the server sent it.
 *
 * Keys: files are `file_<id>`, folder-likes `folder_<id>`, teams `team_<id>`, devices
 * `folder_device:<id>`: a team id and a file id may be the same number, the type keeps them apart.
 */
import type { PickerItem } from '../../../kernel';
import { makeItem, type Provenance } from './items';
import { idOf } from './values';

/** Item source tags of finder.md section 3. */
export type DriveSourceTag =
  | 'Tags'
  | 'All'
  | 'Enterprise'
  | 'Team'
  | 'Latest'
  | 'Secret'
  | 'Sharing'
  | 'Devices'
  | 'Device'
  | 'Search'
  | 'MyTeam'
  | 'Favorite';

/** File ftypes; everything else listed in FOLDER_FTYPES behaves as a folder. */
export const FILE_FTYPES: readonly string[] = ['file', 'sharefile', 'link'];
export const FOLDER_FTYPES: readonly string[] = [
  'folder',
  'sharefolder',
  'devices',
  'secretfolder',
  'delgroup',
  'linkfolder',
  'delfolder',
  'team-selected',
  'normal',
  'group',
  'team',
  'device',
];

/** Where opening an entry goes: a route of the finder by name, with its params. */
export interface DriveTarget {
  name: 'TeamFiles' | 'EnterpriseTeamFiles' | 'Device' | 'Devices' | 'Secret';
  params: Record<string, string | number>;
  /** A link folder's target carries its id as the link origin (LINK_ORIGIN_QUERY). */
  query?: Record<string, string>;
}

/** The query that tells a team location it was reached through a link folder (its id). */
export const LINK_ORIGIN_QUERY = 'linkfolder';

/** The normalised entry every finder view and rule reads. */
export interface DriveEntry {
  id: number | string;
  fname: string;
  ftype: string;
  fsize: number;
  groupid: number;
  /** 0 means personal. */
  corpid: number;
  linkgroupid: number;
  /** Lower case, without the dot; '' for folder-likes and names without one. */
  ext: string;
  /** Seconds since the epoch; 0 when unknown. */
  mtime: number;
  isFile: boolean;
  isFolder: boolean;
  tag: DriveSourceTag;
  /** new_path of a search hit, or the company name. */
  description?: string;
  /** Where a search hit lives: its new_path ("/Team/Folder"), untouched. */
  location?: string;
  /** Search hit markup (`<em>` around matches), untrusted: views sanitise it. */
  highlightName?: string;
  /** Folder access (partial_read/partial_write draw a secret folder). */
  access?: string;
  /** user_acl.write when the server sent it. */
  writable?: boolean;
  /** file_perms_acl {copy, move} when the server sent it (0 refuses; absent allows). */
  perms?: { copy?: number; move?: number };
  /** The creator's user id when the server sent it. */
  creatorId?: number;
  /** For folder-likes: where a click goes. */
  target?: DriveTarget;
}

export type DriveItem = PickerItem & { entry: DriveEntry };

/** A drive file record as the API answers it (the fields the finder reads). */
export interface DriveFileRecord {
  id?: number | string;
  fileid?: number | string;
  fname?: string;
  name?: string;
  ftype?: string;
  fsize?: number;
  size?: number;
  groupid?: number | string;
  corpid?: number | string;
  linkgroupid?: number | string;
  ext?: string;
  mtime?: number;
  new_path?: string;
  company_name?: string;
  access?: string;
  highlight?: { file_name?: string[] | string };
  user_acl?: { write?: number };
  file_perms_acl?: { copy?: number; move?: number };
  creator?: { id?: number | string };
}

function num(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** The extension of a name, links by the name before `.link` ('a.docx.link' → 'docx'). */
export function extensionOfName(name: string): string {
  const base = name.toLowerCase().endsWith('.link') ? name.slice(0, -'.link'.length) : name;
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

export function isFolderFtype(ftype: string): boolean {
  return FOLDER_FTYPES.includes(ftype);
}

/**
 * Where opening a folder-like of a team goes: its team files; a link folder its linked team, with
 * the link origin in the query.
 */
export function folderTarget(
  entry: Pick<DriveEntry, 'ftype' | 'id' | 'groupid' | 'corpid' | 'linkgroupid'>,
): DriveTarget {
  if (entry.ftype === 'linkfolder' && entry.linkgroupid > 0) {
    return {
      ...teamTarget(entry.linkgroupid, 0, 0),
      query: { [LINK_ORIGIN_QUERY]: String(entry.id) },
    };
  }
  return teamTarget(entry.groupid, num(entry.id), entry.corpid);
}

/** TeamFiles of a team (cid 0) or the company team files (cid above 0). */
export function teamTarget(tid: number, fid: number, cid: number): DriveTarget {
  return cid > 0
    ? { name: 'EnterpriseTeamFiles', params: { cid, tid, fid } }
    : { name: 'TeamFiles', params: { tid, fid } };
}

function highlightOf(record: DriveFileRecord): string | undefined {
  const value = record.highlight?.file_name;
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function permsOf(value: DriveFileRecord['file_perms_acl']): DriveEntry['perms'] {
  if (!value || typeof value !== 'object') return undefined;
  const perms: NonNullable<DriveEntry['perms']> = {};
  if (typeof value.copy === 'number') perms.copy = value.copy;
  if (typeof value.move === 'number') perms.move = value.move;
  return perms;
}

/** A file or folder record as a DriveItem. */
export function driveFileItem(
  record: DriveFileRecord,
  from: Provenance,
  tag: DriveSourceTag,
  extra: Partial<DriveEntry> = {},
): DriveItem {
  const ftype = extra.ftype ?? record.ftype ?? 'file';
  const isFolder = isFolderFtype(ftype);
  const fname = record.fname ?? record.name ?? '';
  const entry: DriveEntry = {
    id: num(record.id ?? record.fileid),
    fname,
    ftype,
    fsize: num(record.fsize ?? record.size),
    groupid: num(record.groupid),
    corpid: num(record.corpid),
    linkgroupid: num(record.linkgroupid),
    ext: isFolder ? '' : (record.ext ?? extensionOfName(fname)).replace(/^\./, '').toLowerCase(),
    mtime: num(record.mtime),
    isFile: !isFolder,
    isFolder,
    tag,
    description: record.new_path ?? (record.company_name || undefined),
    location: record.new_path,
    highlightName: highlightOf(record),
    access: record.access,
    writable: record.user_acl?.write === undefined ? undefined : record.user_acl.write !== 0,
    perms: permsOf(record.file_perms_acl),
    creatorId: record.creator?.id === undefined ? undefined : num(record.creator.id),
    ...extra,
  };
  if (entry.isFolder && !entry.target) entry.target = folderTarget(entry);
  return entryItem(entry, from);
}

/** A team (group) record as a DriveItem that opens the team's root. */
export interface DriveTeamRecord {
  id: number | string;
  name?: string;
  type?: string;
  corpid?: number | string;
  company_name?: string;
  mtime?: number;
  user_role?: string;
  highlight?: { group_name?: string[] | string };
}

export function driveTeamItem(
  record: DriveTeamRecord,
  from: Provenance,
  tag: DriveSourceTag,
): DriveItem {
  const id = num(record.id);
  const corpid = num(record.corpid);
  const highlight = record.highlight?.group_name;
  const entry: DriveEntry = {
    id,
    fname: record.name ?? '',
    ftype: 'group',
    fsize: 0,
    groupid: id,
    corpid,
    linkgroupid: 0,
    ext: '',
    mtime: num(record.mtime),
    isFile: false,
    isFolder: true,
    tag,
    description: record.company_name || undefined,
    highlightName: (Array.isArray(highlight) ? highlight[0] : highlight) || undefined,
    writable: record.user_role === undefined ? undefined : record.user_role !== 'read_member',
    target: teamTarget(id, 0, corpid),
  };
  return entryItem(entry, from);
}

/** The PickerItem of an entry: its key by kind, the display fields from the entry. */
export function entryItem(entry: DriveEntry, from: Provenance, raw: unknown = entry): DriveItem {
  const type = entry.ftype === 'group' ? 'team' : entry.isFolder ? 'folder' : 'file';
  const item = makeItem({
    id: idOf(entry.id),
    type,
    ...from,
    name: entry.fname,
    highlightName: entry.highlightName,
    description: entry.description,
    groupId: idOf(entry.groupid),
    companyId: idOf(entry.corpid),
    raw,
  }) as DriveItem;
  item.entry = entry;
  return item;
}

/** The entry of an item made by a drive source, or undefined for any other item. */
export function entryOf(item: PickerItem): DriveEntry | undefined {
  const entry = (item as Partial<DriveItem>).entry;
  return entry && typeof entry === 'object' ? entry : undefined;
}
