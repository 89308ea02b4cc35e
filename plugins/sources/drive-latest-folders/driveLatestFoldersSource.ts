/**
 * driveLatestFolders: the folders used lately as destinations (finder.md Toolbar, "latest
 * folders"). GET drive /kdteam/api/v1/folder/selector with startTime = now minus 2505600 s
 * (29 days) and endTime null; reads `data`; the first 20 are kept, one page. A row opens its
 * folder (type 0) or team (type 1), in its company when it has one.
 * `saveLatestFolder` records a destination: POST /kdteam/api/v1/folder/selector/{id} {type}.
 */
import type { LoadContext, PickerKernel, SourceConfig } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { entryItem, teamTarget, type DriveItem } from '../shared/driveEntry';
import { call } from '../shared/fetch';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

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

function createLatestFolders(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    cacheable: false,
    async load(ctx: LoadContext) {
      const data = await driveGet<LatestFoldersPage>(
        ctx,
        config,
        '/kdteam/api/v1/folder/selector',
        latestFoldersParams(Date.now()),
      );
      const records = listAnswer(data.data).slice(0, LATEST_FOLDERS_MAX);
      return { items: records.map((record) => latestFolderToItem(record, from)), done: true };
    },
  };
}

/** Records a folder (type 0) or team (type 1) as a latest destination. */
export function saveLatestFolder(kernel: PickerKernel, id: number, type: 0 | 1): Promise<unknown> {
  return call(
    { client: kernel.client },
    'POST',
    'drive',
    path`/kdteam/api/v1/folder/selector/${id}`,
    {
      data: { type },
    },
  );
}

/** The latest folders source (type `driveLatestFolders`). */
export function driveLatestFoldersSource() {
  return driveSourcePlugin({
    name: 'source:drive-latest-folders',
    type: 'driveLatestFolders',
    create: (config, _kernel, from) => createLatestFolders(config, from),
  });
}
