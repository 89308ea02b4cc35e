/**
 * driveFavorite: favourites (finder.md Favorite). GET drive /api/v3/favorite; reads `favorites`
 * (fileid, fname, gname, ftype, fsize, groupid, corpid), all in one page. A favourited team
 * (ftype team) opens the team's root; a favourited link folder opens the linked team at folder 0;
 * any other folder opens the file's team at that folder. The company's private groups are
 * loaded first, except in transfer mode.
 */
import type { LoadContext, SourceConfig } from '../../../kernel';
import { driveFileItem, teamTarget, type DriveItem } from '../shared/driveEntry';
import { driveGet, driveSourcePlugin, privateGroupsFirst } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface FavoriteRecord {
  fileid: number;
  fname: string;
  gname?: string;
  ftype: string;
  fsize?: number;
  groupid: number;
  corpid: number;
  linkgroupid?: number;
  mtime?: number;
}

export interface FavoritesPage {
  favorites?: FavoriteRecord[];
}

export function favoriteToItem(record: FavoriteRecord, from: Provenance): DriveItem {
  const corpid = Number(record.corpid) || 0;
  const base = {
    id: record.fileid,
    fname: record.fname,
    ftype: record.ftype,
    fsize: record.fsize,
    groupid: record.groupid,
    corpid,
    linkgroupid: record.linkgroupid,
    mtime: record.mtime,
  };
  if (record.ftype === 'team') {
    // A favourited team: keyed as the team it is, opening its root.
    return driveFileItem({ ...base, id: record.groupid }, from, 'Favorite', {
      ftype: 'group',
      target: teamTarget(record.groupid, 0, corpid),
    });
  }
  if (record.ftype === 'linkfolder' && record.linkgroupid) {
    return driveFileItem(base, from, 'Favorite', {
      target: teamTarget(record.linkgroupid, 0, 0),
    });
  }
  return driveFileItem(base, from, 'Favorite');
}

function createFavorite(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      await privateGroupsFirst(ctx, config);
      const data = await driveGet<FavoritesPage>(ctx, config, '/api/v3/favorite');
      return { items: listAnswer(data.favorites).map((r) => favoriteToItem(r, from)), done: true };
    },
  };
}

/** The favourites source (type `driveFavorite`). */
export function driveFavoriteSource() {
  return driveSourcePlugin({
    name: 'source:drive-favorite',
    type: 'driveFavorite',
    create: (config, _kernel, from) => createFavorite(config, from),
  });
}
