/** The folder tree of one group: folders several levels deep and files of every type group. */
import type { Random } from './random';
import {
  DRIVE_EPOCH,
  FILE_ID_FACTOR,
  FOLDER_WORDS,
  HOSTILE_FILE_NAME,
  NAME_QUALIFIERS,
  NAME_WORDS,
  PEOPLE,
  TYPE_GROUPS,
  TYPE_GROUP_EXTS,
} from './driveCatalog';
import type { DriveFile, DriveFtype, DriveGroup, DriveUserAcl } from './driveTypes';

export interface TreeShape {
  rootItems: number;
  childItems: number;
  depth: number;
  /** Most entries in the tree; folders queued past it stay empty. */
  budget: number;
  /** Team ids a linkfolder may point at (empty: no linkfolders). */
  linkTargets: number[];
}

export function extOf(fname: string): string {
  const base = fname.endsWith('.link') ? fname.slice(0, -'.link'.length) : fname;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function typeGroupOfExt(ext: string): string {
  return TYPE_GROUPS.find((group) => TYPE_GROUP_EXTS[group].includes(ext)) ?? 'file';
}

export function aclFor(group: DriveGroup, ftype: DriveFtype): DriveUserAcl {
  const write = group.user_role === 'read_member' || ftype === 'sharefile' ? 0 : 1;
  return { read: 1, write, download: 1, share: write, delete: write };
}

export interface NewEntry {
  group: DriveGroup;
  id: number;
  parentid: number;
  fname: string;
  ftype: DriveFtype;
  mtime: number;
  fsize?: number;
  linkgroupid?: number;
  creator?: { id: number; name: string };
}

export function makeEntry(entry: NewEntry): DriveFile {
  const folderLike =
    entry.ftype === 'folder' || entry.ftype === 'sharefolder' || entry.ftype === 'linkfolder';
  const typeGroup = folderLike ? 'folder' : typeGroupOfExt(extOf(entry.fname));
  return {
    id: entry.id,
    fname: entry.fname,
    ftype: entry.ftype,
    fsize: folderLike ? 0 : (entry.fsize ?? 1024),
    groupid: entry.group.id,
    parentid: entry.parentid,
    corpid: entry.group.corpid,
    linkgroupid: entry.linkgroupid ?? 0,
    ctime: entry.mtime - 86400,
    mtime: entry.mtime,
    creator: entry.creator ?? { id: entry.group.creator.id, name: entry.group.creator.name },
    type_group: typeGroup,
    user_acl: aclFor(entry.group, entry.ftype),
    // Relative to the drive service's base URL; file records make it absolute (withExt).
    pic_thumbnail: typeGroup === 'img' ? `thumb/${entry.id}.svg` : '',
  };
}

function fileName(rnd: Random, typeGroup: string): string {
  const ext = rnd.pick(TYPE_GROUP_EXTS[typeGroup]);
  return `${rnd.pick(NAME_WORDS)} ${rnd.pick(NAME_QUALIFIERS)}.${ext}`;
}

/** Keeps names unique inside one folder by appending " (n)" before the extension. */
function uniqueName(taken: Set<string>, name: string): string {
  if (!taken.has(name)) {
    taken.add(name);
    return name;
  }
  const dot = name.indexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const tail = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${tail}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

interface Slot {
  fname: string;
  ftype: DriveFtype;
  linkgroupid?: number;
}

/** The fixed items at the root of a group: a folder, one file per type group, the special ftypes. */
function rootSlots(group: DriveGroup, rnd: Random, linkTargets: number[]): Slot[] {
  const slots: Slot[] = [{ fname: rnd.pick(FOLDER_WORDS), ftype: 'folder' }];
  for (const tg of TYPE_GROUPS) slots.push({ fname: fileName(rnd, tg), ftype: 'file' });
  slots.push({ fname: 'Plan.docx.link', ftype: 'link' });
  slots.push({ fname: `Shared ${rnd.pick(NAME_WORDS)}.xlsx`, ftype: 'sharefile' });
  slots.push({ fname: `Shared ${rnd.pick(FOLDER_WORDS)}`, ftype: 'sharefolder' });
  if (group.type === 'special') {
    slots.push({ fname: HOSTILE_FILE_NAME, ftype: 'file' });
    if (linkTargets.length > 0) {
      slots.push({ fname: 'Linked team folder', ftype: 'linkfolder', linkgroupid: linkTargets[0] });
    }
  }
  return slots;
}

function randomSlot(rnd: Random, depthLeft: number, forceFolder: boolean): Slot {
  if (depthLeft > 0 && (forceFolder || rnd.chance(0.15))) {
    return {
      fname: `${rnd.pick(FOLDER_WORDS)} ${rnd.pick(NAME_QUALIFIERS)}`,
      ftype: !forceFolder && rnd.chance(0.15) ? 'sharefolder' : 'folder',
    };
  }
  const ftype: DriveFtype = rnd.chance(0.06) ? 'link' : rnd.chance(0.06) ? 'sharefile' : 'file';
  const name = fileName(rnd, rnd.pick(TYPE_GROUPS));
  return { fname: ftype === 'link' ? `${name}.link` : name, ftype };
}

/** Generates the whole tree of a group, depth first, ids in generation order. */
export function buildTree(group: DriveGroup, shape: TreeShape, rnd: Random): DriveFile[] {
  const files: DriveFile[] = [];
  let seq = 0;
  let clock = group.mtime;
  const queue: { parentid: number; depth: number; count: number }[] = [
    { parentid: 0, depth: 0, count: shape.rootItems },
  ];
  while (queue.length > 0) {
    const job = queue.pop() as { parentid: number; depth: number; count: number };
    const taken = new Set<string>();
    const subJobs: typeof queue = [];
    const depthLeft = shape.depth - job.depth;
    const fixed = job.parentid === 0 ? rootSlots(group, rnd, shape.linkTargets) : [];
    const room = Math.max(0, shape.budget - files.length);
    const total = Math.max(Math.min(job.count, room), fixed.length);
    for (let i = 0; i < total; i += 1) {
      // The first non-fixed item of every folder is a folder, so the tree always reaches its depth.
      const slot = i < fixed.length ? fixed[i] : randomSlot(rnd, depthLeft, i === fixed.length);
      seq += 1;
      clock -= rnd.int(60, 7200);
      const entry = makeEntry({
        group,
        id: group.id * FILE_ID_FACTOR + seq,
        parentid: job.parentid,
        fname: uniqueName(taken, slot.fname),
        ftype: slot.ftype,
        mtime: Math.min(clock, DRIVE_EPOCH),
        fsize: rnd.int(1, 50_000_000),
        linkgroupid: slot.linkgroupid,
        creator: rnd.chance(0.3)
          ? { id: 2_000_000 + rnd.int(1, 999), name: rnd.pick(PEOPLE) }
          : undefined,
      });
      files.push(entry);
      if ((slot.ftype === 'folder' || slot.ftype === 'sharefolder') && depthLeft > 0) {
        subJobs.push({ parentid: entry.id, depth: job.depth + 1, count: shape.childItems });
      }
    }
    // Depth first, first folder first: the first branches reach full depth before the budget ends.
    queue.push(...subJobs.reverse());
  }
  return files;
}
