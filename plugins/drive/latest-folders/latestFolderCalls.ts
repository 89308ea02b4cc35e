/**
 * The latest-folders calls (finder.md Toolbar, "latest folders"; section 9): GET drive
 * /kdteam/api/v1/folder/selector with startTime = now minus 2505600 s (29 days) and endTime null,
 * of which the first 20 are kept; a row opens its folder (type 0) or team (type 1), in its
 * company when it has one. POST /kdteam/api/v1/folder/selector/{id} {type} records a destination.
 */
import type { PickerKernel } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { entryItem, teamTarget, type DriveItem } from '../../sources/shared/driveEntry';
import { call } from '../../sources/shared/fetch';
import type { Provenance } from '../../sources/shared/items';

/** finder.md section 9: window of 2505600 s (29 days), at most 20 kept. */
export const LATEST_FOLDERS_WINDOW_S = 2505600;
export const LATEST_FOLDERS_MAX = 20;

export interface LatestFolderRecord {
  id: number;
  /** 0 folder, 1 team. */
  type: 0 | 1;
  name: string;
  groupid: number;
  group_name?: string;
  corpid?: number;
  linkgroupid?: number;
  mtime?: number;
}

export interface LatestFoldersPage {
  data?: LatestFolderRecord[];
}

export function latestFolderToItem(record: LatestFolderRecord, from: Provenance): DriveItem {
  const corpid = Number(record.corpid) || 0;
  const fid = record.type === 0 ? record.id : 0;
  return entryItem(
    {
      id: record.id,
      fname: record.name,
      ftype: record.type === 1 ? 'group' : 'folder',
      fsize: 0,
      groupid: record.groupid,
      corpid,
      linkgroupid: Number(record.linkgroupid) || 0,
      ext: '',
      mtime: Number(record.mtime) || 0,
      isFile: false,
      isFolder: true,
      tag: 'Latest',
      description: record.group_name,
      target: teamTarget(record.groupid, fid, corpid),
    },
    from,
    record,
  );
}

/** The query of the latest-folders call at `nowMs`. */
export function latestFoldersParams(nowMs: number): { startTime: number; endTime: null } {
  return { startTime: Math.floor(nowMs / 1000) - LATEST_FOLDERS_WINDOW_S, endTime: null };
}

/** Records a folder (type 0) or team (type 1) as a latest destination. */
export function saveLatestFolder(kernel: PickerKernel, id: number, type: 0 | 1): Promise<unknown> {
  return call(
    { client: kernel.client },
    'POST',
    'drive',
    path`/kdteam/api/v1/folder/selector/${id}`,
    { data: { type } },
  );
}
