/** Devices, shared links, starred items, favourites, roaming (recent) files and latest folders. */
import type { Random } from './random';
import {
  DRIVE_EPOCH,
  FILE_ID_FACTOR,
  NAME_QUALIFIERS,
  TYPE_GROUPS,
  TYPE_GROUP_EXTS,
} from './driveCatalog';
import { makeEntry } from './driveTree';
import type {
  DriveDevice,
  DriveFavorite,
  DriveFile,
  DriveGroup,
  DriveLatestFolder,
  DriveLink,
  DriveRoaming,
  DriveTag,
} from './driveTypes';

const DEVICE_TYPES: readonly DriveDevice['type'][] = ['pc', 'mac', 'android', 'ios'];

/** Each device is a folder at the root of the tmp group (device id = folder id as a string). */
export function buildDevices(
  tmp: DriveGroup,
  count: number,
  filesPerDevice: number,
  rnd: Random,
): { devices: DriveDevice[]; files: DriveFile[] } {
  const devices: DriveDevice[] = [];
  const files: DriveFile[] = [];
  let seq = count;
  for (let i = 0; i < count; i += 1) {
    const type = DEVICE_TYPES[i % DEVICE_TYPES.length];
    const folderId = tmp.id * FILE_ID_FACTOR + i + 1;
    const mtime = DRIVE_EPOCH - i * 5400;
    const name = `${type.toUpperCase()}-${String(i + 1).padStart(3, '0')}`;
    devices.push({ id: String(folderId), name, type, mtime });
    files.push(
      makeEntry({ group: tmp, id: folderId, parentid: 0, fname: name, ftype: 'folder', mtime }),
    );
    for (let j = 0; j < filesPerDevice; j += 1) {
      seq += 1;
      const tg = TYPE_GROUPS[(i + j) % TYPE_GROUPS.length];
      const fname = `Upload ${j + 1} ${rnd.pick(NAME_QUALIFIERS)}.${rnd.pick(TYPE_GROUP_EXTS[tg])}`;
      const id = tmp.id * FILE_ID_FACTOR + seq;
      files.push(
        makeEntry({
          group: tmp,
          id,
          parentid: folderId,
          fname,
          ftype: 'file',
          mtime: mtime - j * 60 - 1,
          fsize: rnd.int(1, 9_000_000),
        }),
      );
    }
  }
  return { devices, files };
}

/** The i-th of n picks spread evenly over a pool, with a little jitter. */
function spread<T>(pool: readonly T[], i: number, n: number, rnd: Random): T {
  const stride = Math.max(1, Math.floor(pool.length / Math.max(1, n)));
  return pool[(i * stride + rnd.int(0, stride - 1)) % pool.length];
}

const isFolderLike = (f: DriveFile): boolean =>
  f.ftype === 'folder' || f.ftype === 'sharefolder' || f.ftype === 'linkfolder';

export function buildLinks(
  pool: DriveFile[],
  teams: DriveGroup[],
  count: number,
  rnd: Random,
): DriveLink[] {
  const links: DriveLink[] = [];
  for (let i = 0; i < count; i += 1) {
    const asGroup = teams.length > 0 && i % 7 === 6;
    const file = spread(pool, i, count, rnd);
    const team = teams[i % Math.max(1, teams.length)];
    links.push({
      sid: `s${(file.id + i).toString(36)}${i}`,
      share_name: asGroup ? team.name : file.fname,
      share_type: asGroup ? 'group' : 'file',
      fileid: asGroup ? 0 : file.id,
      groupid: asGroup ? team.id : file.groupid,
      mtime: DRIVE_EPOCH - i * 1800 - rnd.int(0, 900),
    });
  }
  return links;
}

export function buildTags(
  pool: DriveFile[],
  teams: DriveGroup[],
  count: number,
  rnd: Random,
): DriveTag[] {
  const tags: DriveTag[] = [];
  const used = new Set<number>();
  for (let i = 0; tags.length < count && i < pool.length * 2; i += 1) {
    const file = spread(pool, i, count, rnd);
    if (used.has(file.id)) continue;
    used.add(file.id);
    tags.push({
      source: 'file',
      fileid: file.id,
      groupid: file.groupid,
      corpid: file.corpid,
      desc: '',
      ctime: DRIVE_EPOCH - tags.length * 600,
    });
  }
  for (const team of teams.slice(0, 3)) {
    tags.push({
      source: 'group',
      fileid: 0,
      groupid: team.id,
      corpid: team.corpid,
      desc: team.name,
      ctime: DRIVE_EPOCH - tags.length * 600,
    });
  }
  return tags;
}

export function buildFavorites(
  pool: DriveFile[],
  teams: DriveGroup[],
  count: number,
): DriveFavorite[] {
  const favorites: DriveFavorite[] = [];
  const link = pool.find((f) => f.ftype === 'linkfolder');
  if (link) favorites.push({ fileid: link.id, groupid: link.groupid, ctime: DRIVE_EPOCH });
  for (const team of teams.slice(0, 2))
    favorites.push({ fileid: 0, groupid: team.id, ctime: DRIVE_EPOCH - 60 });
  const stride = Math.max(1, Math.floor(pool.length / Math.max(1, count)));
  for (let i = 0; favorites.length < count && i < pool.length; i += stride) {
    if (pool[i].ftype === 'linkfolder') continue;
    favorites.push({
      fileid: pool[i].id,
      groupid: pool[i].groupid,
      ctime: DRIVE_EPOCH - (i + 2) * 60,
    });
  }
  return favorites;
}

/** Recent files with strictly decreasing, distinct mtimes (the roaming cursor relies on it). */
export function buildRoaming(pool: DriveFile[], count: number, rnd: Random): DriveRoaming[] {
  const files = pool.filter((f) => !isFolderLike(f));
  const roaming: DriveRoaming[] = [];
  let mtime = DRIVE_EPOCH;
  for (let i = 0; i < Math.min(count, files.length); i += 1) {
    mtime -= rnd.int(1, 5000);
    const file = spread(files, i, count, rnd);
    roaming.push({ fileid: file.id, groupid: file.groupid, mtime });
  }
  return roaming;
}

/** Latest folders: ages up to 40 days, so some fall outside the 29-day window. */
export function buildLatestFolders(
  pool: DriveFile[],
  teams: DriveGroup[],
  count: number,
  rnd: Random,
): DriveLatestFolder[] {
  const folders = pool.filter((f) => f.ftype === 'folder');
  const latest: DriveLatestFolder[] = [];
  const step = Math.floor((40 * 86400) / Math.max(1, count));
  for (let i = 0; i < count; i += 1) {
    const age = i * step + rnd.int(0, 600) + 60;
    if (i % 4 === 3 && teams.length > 0) {
      const team = teams[i % teams.length];
      latest.push({ id: team.id, type: 1, groupid: team.id, age });
    } else if (folders.length > 0) {
      const folder = folders[i % folders.length];
      latest.push({ id: folder.id, type: 0, groupid: folder.groupid, age });
    }
  }
  return latest;
}
