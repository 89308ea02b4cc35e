/**
 * What a move within the team already shown knows without asking the suite (finder.md section 4):
 * the team's info and root permission, loaded when the team was entered, and the path of a
 * folder of the list shown (the shown folder's path followed by that folder's row) or of a folder
 * on the way to it (the start of the shown path). Entering a subfolder, or going up by a crumb,
 * then waits for its list alone, not for the team info and the path calls as well.
 */
import type { PickerItem, RouteLocation } from '../../../kernel';
import { entryOf } from '../../sources/shared/driveEntry';
import type { PathRecord } from './driveCalls';
import type { KnownTeam, TeamView } from './teamInfo';

const TEAM_ROUTES: readonly string[] = ['TeamFiles', 'EnterpriseTeamFiles'];

function num(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** The path record of a folder row of team `tid` that opens folder `fid` there, if `item` is one. */
function folderRecord(item: PickerItem, tid: number, fid: number): PathRecord | null {
  const entry = entryOf(item);
  const target = entry?.target;
  if (!entry?.isFolder || !target || !TEAM_ROUTES.includes(target.name) || target.query) {
    return null;
  }
  if (num(target.params.tid) !== tid || num(target.params.fid) !== fid) return null;
  if (num(entry.id) !== fid || entry.groupid !== tid) return null;
  return { fileid: fid, fname: entry.fname, ftype: entry.ftype, groupid: tid };
}

/**
 * The loaded view of team `tid` when the navigation comes from a folder of that team (`from`,
 * whose loader set `shown`); null when it enters another team, or the view is not that folder's.
 */
export function teamShown(
  from: RouteLocation | null,
  shown: TeamView | null,
  tid: number,
): TeamView | null {
  if (!from || !TEAM_ROUTES.includes(from.name) || num(from.params.tid) !== tid) return null;
  if (!shown || shown.team.id !== tid || shown.fid !== num(from.params.fid)) return null;
  return shown;
}

/**
 * The team and, where it can be told, the path for a navigation from `from` to folder `fid` of
 * team `tid`, when `from` shows that same team (`shown`, its loaded view; `items`, its list).
 * Null when the navigation enters another team (or none is shown): that asks the suite.
 */
export function knownWithinTeam(
  from: RouteLocation | null,
  view: TeamView | null,
  items: readonly PickerItem[],
  tid: number,
  fid: number,
): KnownTeam | null {
  const shown = teamShown(from, view, tid);
  if (!shown) return null;
  const known = { team: shown.team, permission: shown.permission };
  if (fid === shown.fid) return { ...known, path: shown.path };
  if (fid === 0) return { ...known, path: [] };
  // A folder on the way to the one shown (a crumb): its path is the start of the shown path.
  const along = shown.path.findIndex((record) => record.fileid === fid);
  if (along >= 0) return { ...known, path: shown.path.slice(0, along + 1) };
  for (const item of items) {
    const record = folderRecord(item, tid, fid);
    if (record) return { ...known, path: [...shown.path, record] };
  }
  return known;
}
