/**
 * The location a drive list shows (a team folder, a device, a search keyword, a company). The
 * finder hands it to a drive source as the load's `parent`: each location is then its own list
 * in the kernel (own paging, loading state and cache), keyed by `locationKey`.
 */
import type { LoadContext, PickerItem } from '../../../kernel';

export interface DriveLocation {
  /** Team (group) id; 'special', 'secret' and 'tmp' name the user's own spaces. */
  tid?: number | string;
  /** Folder id inside the team; 0 is the team root. */
  fid?: number;
  /** Company id; 0 or absent is personal. */
  cid?: number;
  deviceid?: string;
  keyword?: string;
}

/** A stable key of a location: the same location is the same list. */
export function locationKey(location: DriveLocation): string {
  const parts = (['tid', 'fid', 'cid', 'deviceid', 'keyword'] as const)
    .filter((field) => location[field] !== undefined && location[field] !== '')
    .map((field) => `${field}=${encodeURIComponent(String(location[field]))}`);
  return `loc:${parts.join('&')}`;
}

/** The parent item that carries a location into a load. */
export function locationItem(location: DriveLocation): PickerItem<DriveLocation> {
  const key = locationKey(location);
  return {
    key,
    id: key,
    type: 'folder',
    origin: 'location',
    sourceKey: '',
    name: key,
    raw: location,
  };
}

/** The location of a load; a source without a parent gets an empty one. */
export function locationOf(ctx: Pick<LoadContext, 'parent'>): DriveLocation {
  const raw = ctx.parent?.raw;
  return raw && typeof raw === 'object' ? (raw as DriveLocation) : {};
}
