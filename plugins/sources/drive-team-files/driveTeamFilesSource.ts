/**
 * driveTeamFiles: the files of a team folder (finder.md TeamFiles, EnterpriseTeamFiles, MyDocs,
 * Secret). GET drive /api/v5/groups/special/files for the user's special team, else
 * /api/v5/groups/{tid}/files, with parentid (the folder, 0 for the root), count 20, offset and
 * filter, linkgroup, ordered by mtime descending with acl and pic_thumbnail, not appended.
 * Paging: next_offset / next_filter sent back as they came; -1 is done, and a cursor already at
 * -1 answers an empty finished page without a call.
 *
 * The location comes as the load's parent (see driveLocation.ts). A config's `rootEntries`
 * callback adds entries at the top of a team's root (the devices folder of a company special
 * team, the private space and personal devices of the user's own special team): the finder
 * decides them from the user and its features.
 */
import { type LoadContext, type SourceConfig } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { nextOffsetFilterCursor, type OffsetFilter } from '../../../kernel/sources/cursors';
import { driveFileItem, type DriveFileRecord, type DriveItem } from '../shared/driveEntry';
import { locationOf, type DriveLocation } from '../shared/driveLocation';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface TeamFilesPage {
  files?: DriveFileRecord[];
  next_offset?: number;
  next_filter?: string;
}

export interface TeamFilesConfig extends SourceConfig {
  /** Entries shown first at the root of a team (fid 0), on the first page only. */
  rootEntries?: (location: DriveLocation, ctx: LoadContext) => DriveItem[] | Promise<DriveItem[]>;
  /** Group link folders first (linkgroup); default false. */
  linkgroup?: boolean;
}

/** The team's files path: the special team has its own. */
export function teamFilesPath(tid: number | string): string {
  return tid === 'special' ? '/api/v5/groups/special/files' : path`/api/v5/groups/${tid}/files`;
}

function createTeamFiles(config: TeamFilesConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      const location = locationOf(ctx);
      const tid = location.tid ?? 'special';
      const fid = location.fid ?? 0;
      const cursor = ctx.cursor as OffsetFilter | undefined;
      if (cursor && cursor.offset < 0) return { items: [], cursor, done: true };
      const { offset, filter } = nextOffsetFilterCursor.current(cursor);
      const data = await driveGet<TeamFilesPage>(ctx, config, teamFilesPath(tid), {
        parentid: fid,
        count: ctx.pageSize,
        offset,
        ...(filter ? { filter } : {}),
        linkgroup: config.linkgroup ?? false,
        order_by: 'mtime',
        order: 'DESC',
        include: 'acl,pic_thumbnail',
        append: false,
      });
      const tag = Number(location.cid) > 0 ? 'Enterprise' : 'Team';
      const items: DriveItem[] = listAnswer(data.files).map((raw) => driveFileItem(raw, from, tag));
      const rootEntries = cursor === undefined && fid === 0 ? config.rootEntries : undefined;
      const extra = rootEntries ? await rootEntries(location, ctx) : [];
      return { items: [...extra, ...items], ...nextOffsetFilterCursor.advance(cursor, data) };
    },
  };
}

/** The team files source (type `driveTeamFiles`). */
export function driveTeamFilesSource() {
  return driveSourcePlugin({
    name: 'source:drive-team-files',
    type: 'driveTeamFiles',
    create: (config, _kernel, from) => createTeamFiles(config as TeamFilesConfig, from),
  });
}
