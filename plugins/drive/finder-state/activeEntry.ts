/**
 * Which side entry is the active one (finder.md section 2, Active-entry rules). A list route
 * activates its own entry; on a team's files (and on Device and Devices, whose team is the tmp
 * space) the team decides:
 * - My Documents: a personal team (the user's special, secret or tmp space, corpid 0), and the
 *   UnlockSecret route (the private space is entered from My Documents);
 * - Shared: a team shared from a personal space: a normal group of no company whose group_type
 *   says it is not a team (`share`, `sharefolder`, ...: a group made by sharing out of someone's
 *   personal documents);
 * - My Teams: a personal-space team from the drive: a normal group of no company that is a team
 *   (group_type `team`, or none given), whatever its source (kdocs or yundoc), as My Teams lists
 *   both;
 * - Enterprise space: an enterprise special folder (corpspecial, and its corptmp device space);
 * - Enterprise team documents: any other enterprise team.
 * The rules read the team's own fields, so a team is marked the same however it was reached.
 * Search results keep the entry (and the company) of where the search was started.
 */
import { isTab, type FinderTab } from '../rules/tabs';
import type { GroupRecord } from './driveCalls';
import type { DirectoryStore } from './DirectoryStore';

/** What the active entry reads: the route and the team it shows. */
export type RouteWhere = Pick<DirectoryStore, 'router' | 'teamView'>;

const TEAM_ROUTES = ['TeamFiles', 'EnterpriseTeamFiles', 'Device', 'Devices'];
const PERSONAL_SPACES = ['special', 'secret', 'tmp'];
const ENTERPRISE_SPACES = ['corpspecial', 'corptmp'];
/** The group_type of a team; a normal group of another kind was shared out of a personal space. */
export const TEAM_GROUP_TYPE = 'team';

/** The side entry a team belongs to. */
export function entryOfTeam(team: GroupRecord): FinderTab {
  const corpid = Number(team.corpid ?? 0);
  if (corpid > 0) {
    return ENTERPRISE_SPACES.includes(team.type) ? 'EnterpriseIndex' : 'EnterpriseTeams';
  }
  if (PERSONAL_SPACES.includes(team.type)) return 'MyDocs';
  const kind = team.group_type ?? TEAM_GROUP_TYPE;
  return kind === TEAM_GROUP_TYPE ? 'MyTeams' : 'Share';
}

/** The active side entry of the current route, or null (cert, error, loading). */
export function activeEntry(store: RouteWhere): FinderTab | null {
  const route = store.router.current;
  if (!route) return null;
  if (route.name === 'UnlockSecret') return 'MyDocs';
  // Search results keep the entry the search was started from (its query's `from`).
  if (route.name === 'Search') return isTab(route.query?.from) ? route.query.from : null;
  if (TEAM_ROUTES.includes(route.name)) {
    const team = store.teamView?.team;
    return team ? entryOfTeam(team) : null;
  }
  return route.name as FinderTab;
}

export function isTabActive(store: RouteWhere, tab: FinderTab): boolean {
  return activeEntry(store) === tab;
}
