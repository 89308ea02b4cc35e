/**
 * driveStar: starred items (finder.md Star). GET drive /api/v3/tags/1/items with count, offset
 * and with_corp; reads item_list (source, file, group, desc, groupid, corpid) and offset. Paging
 * by a running count: the offset sent is the number of rows received so far; done when fewer
 * than a page came back or the server answers offset -1. The company's private groups are loaded
 * first, except in transfer mode.
 */
import type { LoadContext, SourceConfig } from '../../../kernel';
import { offsetCursor } from '../../../kernel/sources/cursors';
import {
  driveFileItem,
  driveTeamItem,
  type DriveFileRecord,
  type DriveItem,
  type DriveTeamRecord,
} from '../shared/driveEntry';
import { runningCountStep } from '../shared/driveRunningCount';
import { driveGet, driveSourcePlugin, privateGroupsFirst } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface TagRecord {
  source: 'file' | 'group' | string;
  file?: DriveFileRecord | null;
  group?: DriveTeamRecord | null;
  desc?: string;
  groupid: number;
  corpid: number;
}

export interface TagsPage {
  item_list?: TagRecord[];
  offset?: number;
}

export function tagToItem(record: TagRecord, from: Provenance): DriveItem | null {
  if (record.file) return driveFileItem(record.file, from, 'Tags');
  if (record.group) return driveTeamItem(record.group, from, 'Tags');
  return null;
}

function createStar(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      await privateGroupsFirst(ctx, config);
      const cursor = ctx.cursor as number | undefined;
      const offset = offsetCursor.current(cursor);
      const data = await driveGet<TagsPage>(ctx, config, '/api/v3/tags/1/items', {
        count: ctx.pageSize,
        offset,
        with_corp: true,
      });
      const records = listAnswer(data.item_list);
      const items = records.map((record) => tagToItem(record, from)).filter((i) => i !== null);
      return { items, ...runningCountStep(cursor, records.length, ctx.pageSize, data.offset) };
    },
  };
}

/** The starred items source (type `driveStar`). */
export function driveStarSource() {
  return driveSourcePlugin({
    name: 'source:drive-star',
    type: 'driveStar',
    create: (config, _kernel, from) => createStar(config, from),
  });
}
