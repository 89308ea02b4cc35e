/**
 * driveLatest: recent files (finder.md Latest). GET drive /api/v5/roaming with max_mtime and
 * count; reads `list`. Paging by the last item's mtime (mtimeCursor): the first page sends
 * max_mtime 0 (from the newest), each next page the mtime of the last row received; done when
 * fewer than a page came back. The company's private groups are loaded first, except in
 * transfer mode.
 */
import type { LoadContext, SourceConfig } from '../../../kernel';
import { mtimeCursor } from '../../../kernel/sources/cursors';
import { driveFileItem, type DriveFileRecord } from '../shared/driveEntry';
import { driveGet, driveSourcePlugin, privateGroupsFirst } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface RoamingRecord {
  fileid: number;
  name?: string;
  fname?: string;
  groupid: number;
  corpid?: number;
  isshare?: boolean;
  size?: number;
  mtime: number;
  ftype?: string;
  file?: DriveFileRecord;
}

export interface RoamingPage {
  list?: RoamingRecord[];
}

export function roamingToItem(record: RoamingRecord, from: Provenance) {
  const file = record.file ?? {};
  return driveFileItem(
    {
      ...file,
      id: record.fileid,
      fname: record.name ?? record.fname ?? file.fname,
      groupid: record.groupid,
      corpid: record.corpid ?? file.corpid,
      fsize: record.size ?? file.fsize,
      mtime: record.mtime,
      ftype: record.ftype ?? file.ftype ?? (record.isshare ? 'sharefile' : 'file'),
    },
    from,
    'Latest',
  );
}

function createLatest(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      await privateGroupsFirst(ctx, config);
      const cursor = ctx.cursor as number | undefined;
      const data = await driveGet<RoamingPage>(ctx, config, '/api/v5/roaming', {
        max_mtime: cursor ?? 0,
        count: ctx.pageSize,
      });
      const records = listAnswer(data.list);
      const step = mtimeCursor.advance(cursor, { items: records, pageSize: ctx.pageSize });
      return { items: records.map((record) => roamingToItem(record, from)), ...step };
    },
  };
}

/** The recent files source (type `driveLatest`). */
export function driveLatestSource() {
  return driveSourcePlugin({
    name: 'source:drive-latest',
    type: 'driveLatest',
    create: (config, _kernel, from) => createLatest(config, from),
  });
}
