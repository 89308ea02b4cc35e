/**
 * Which list a finder route shows: the drive source and the location handed to it as the load's
 * parent (so each folder, device, company or keyword is its own list with its own paging and
 * cache). Routes without a list (root, finder, index, UnlockSecret, cert, error, redirects)
 * answer null.
 */
import { locationItem, type DriveLocation } from '../../sources/shared/driveLocation';
import type { PickerItem } from '../../../kernel';
import { searchGroupOf } from './searchScope';

export interface RouteLike {
  name: string;
  params: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string>>;
}

export interface RouteList {
  sourceKey: string;
  location: DriveLocation;
  parent: PickerItem<DriveLocation>;
}

const SIMPLE_LISTS: Readonly<Record<string, string>> = {
  Latest: 'driveLatest',
  Star: 'driveStar',
  Favorite: 'driveFavorite',
  Share: 'driveShare',
  MyTeams: 'driveMyTeams',
  Devices: 'driveDevices',
};

function num(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

function make(sourceKey: string, location: DriveLocation): RouteList {
  return { sourceKey, location, parent: locationItem(location) };
}

export function listForRoute(route: RouteLike | null): RouteList | null {
  if (!route) return null;
  const { name, params } = route;
  if (SIMPLE_LISTS[name]) return make(SIMPLE_LISTS[name], {});
  switch (name) {
    case 'TeamFiles':
      return make('driveTeamFiles', { tid: num(params.tid), fid: num(params.fid), cid: 0 });
    case 'EnterpriseTeamFiles':
      return make('driveTeamFiles', {
        tid: num(params.tid),
        fid: num(params.fid),
        cid: num(params.cid),
      });
    case 'EnterpriseTeams':
      return make('driveEnterpriseTeams', { cid: num(params.cid) });
    case 'Device':
      return make('driveDeviceFiles', { deviceid: String(params.deviceid) });
    case 'Search': {
      const tid = searchGroupOf(route);
      return make('driveSearch', {
        keyword: String(params.keyword ?? ''),
        ...(tid === undefined ? {} : { tid }),
      });
    }
    default:
      return null;
  }
}

/** The company a route is in: its cid param, else 0 (personal). */
export function companyOfRoute(route: RouteLike | null): number {
  return route ? num(route.params.cid ?? route.query?.cid ?? 0) : 0;
}
