/**
 * driveShare: shared items (finder.md Share). GET drive /api/v5/links with count, offset and
 * filter; reads share (share_name, share_type, file, group, link), next_offset and next_filter.
 * Paging: next_offset / next_filter sent back as they came, -1 done. A shared team
 * (share_type group) opens the team; a shared file or folder is an entry of its own. The
 * company's private groups are loaded first, except in transfer mode.
 */
import type { LoadContext, SourceConfig } from '../../../kernel';
import { nextOffsetFilterCursor, type OffsetFilter } from '../../../kernel/sources/cursors';
import {
  driveFileItem,
  driveTeamItem,
  type DriveFileRecord,
  type DriveItem,
  type DriveTeamRecord,
} from '../shared/driveEntry';
import { driveGet, driveSourcePlugin, privateGroupsFirst } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface ShareRecord {
  share_name?: string;
  share_type?: 'group' | string;
  file?: DriveFileRecord | null;
  group?: DriveTeamRecord | null;
  link?: { sid?: string; mtime?: number };
}

export interface SharePage {
  share?: ShareRecord[];
  next_offset?: number;
  next_filter?: string;
}

export function shareToItem(record: ShareRecord, from: Provenance): DriveItem | null {
  if (record.share_type === 'group' && record.group) {
    return driveTeamItem(
      { ...record.group, name: record.share_name || record.group.name },
      from,
      'Sharing',
    );
  }
  if (record.file) {
    return driveFileItem({ mtime: record.link?.mtime, ...record.file }, from, 'Sharing');
  }
  return null;
}

function createShare(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      await privateGroupsFirst(ctx, config);
      const cursor = ctx.cursor as OffsetFilter | undefined;
      if (cursor && cursor.offset < 0) return { items: [], cursor, done: true };
      const { offset, filter } = nextOffsetFilterCursor.current(cursor);
      const data = await driveGet<SharePage>(ctx, config, '/api/v5/links', {
        count: ctx.pageSize,
        offset,
        ...(filter ? { filter } : {}),
      });
      const items = listAnswer(data.share)
        .map((record) => shareToItem(record, from))
        .filter((item) => item !== null);
      return { items, ...nextOffsetFilterCursor.advance(cursor, data) };
    },
  };
}

/** The shared items source (type `driveShare`). */
export function driveShareSource() {
  return driveSourcePlugin({
    name: 'source:drive-share',
    type: 'driveShare',
    create: (config, _kernel, from) => createShare(config, from),
  });
}
