/**
 * The signed-in user's documents as the finder bench needs them: the root of "My Documents" (the
 * large dataset puts 3,000 items there), the contents of its folders and every file of the group
 * (the peer's search), in the suite's order (folders first, newest first), and the targets.
 */
import { driveDataset } from '../../../sandbox/backend/data/driveDataset';
import type { DriveFile } from '../../../sandbox/backend/data/driveTypes';
import { sortFiles } from '../../../sandbox/backend/services/driveFiles';
import { isFolderLike } from '../../../sandbox/backend/services/driveStore';
import type { DatasetSize } from '../../../sandbox/backend/types';
import type { FinderTargets } from './pages/finderDriver';

export interface FinderPeerRow {
  key: number;
  name: string;
  folder: boolean;
  mtime: number;
  size: number;
}

export interface FinderPeerData {
  root: FinderPeerRow[];
  /** The rows of each folder of the root, by its key. */
  folders: Record<number, FinderPeerRow[]>;
  /** Every item of the group (what a search looks through). */
  all: FinderPeerRow[];
}

function documents(size: DatasetSize) {
  const drive = driveDataset(1, size, 'plus');
  const group = drive.own.special.id;
  const listing = (parentid: number) =>
    sortFiles(drive.children(group, parentid), 'mtime', true, false);
  return { drive, group, listing };
}

const toRow = (file: DriveFile): FinderPeerRow => ({
  key: file.id,
  name: file.fname,
  folder: isFolderLike(file),
  mtime: file.mtime,
  size: file.fsize,
});

export function finderPeerData(size: DatasetSize): FinderPeerData {
  const { drive, group, listing } = documents(size);
  const root = listing(0);
  const folders: Record<number, FinderPeerRow[]> = {};
  for (const folder of root.filter(isFolderLike))
    folders[folder.id] = listing(folder.id).map(toRow);
  return { root: root.map(toRow), folders, all: drive.files(group).map(toRow) };
}

/**
 * The first folder of the root, a file of it, the first folder that holds items and a row in it,
 * and another folder with its first row (none when it is empty: the large root's other folders are).
 */
export function finderTargets(size: DatasetSize): FinderTargets {
  const { listing } = documents(size);
  const root = listing(0);
  const folders = root.filter((file) => file.ftype === 'folder');
  const folder = folders.find((entry) => listing(entry.id).length > 0);
  const hovered = folders.find((entry) => entry !== folder);
  const file = root.find((entry) => !isFolderLike(entry));
  if (!folder || !hovered || !file) {
    throw new Error('bench: My Documents needs two folders, one with items, and a file');
  }
  return {
    first: root[0].fname,
    file: file.fname,
    folder: folder.fname,
    inside: listing(folder.id)[0].fname,
    hovered: hovered.fname,
    ...(listing(hovered.id).length > 0 ? { hoveredInside: listing(hovered.id)[0].fname } : {}),
    query: 'plan',
  };
}
