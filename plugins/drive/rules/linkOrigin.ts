/**
 * The link origin a team location carries (finder.md sections 2 and 5): opening a link folder
 * goes to the team it links to with the query `linkfolder=<the link folder's id>`, and moving
 * within that team (a subfolder, a crumb, a folder just made) keeps the query, so the finder knows
 * at any depth that it is inside a link folder, where names refuse ; % & as well. Leaving the
 * team (another route or another team) drops it.
 */
import type { NavigationTarget, RouteLocation } from '../../../kernel';
import { LINK_ORIGIN_QUERY } from '../../sources/shared/driveEntry';

export { LINK_ORIGIN_QUERY };

const TEAM_ROUTES = ['TeamFiles', 'EnterpriseTeamFiles'];

function isTeamRoute(location: Pick<RouteLocation, 'name'> | null): boolean {
  return location !== null && TEAM_ROUTES.includes(location.name);
}

/** The link folder a location was reached through (its id), or null. */
export function linkOriginOf(location: RouteLocation | null): string | null {
  if (!location || !isTeamRoute(location)) return null;
  const origin = location.query[LINK_ORIGIN_QUERY];
  return typeof origin === 'string' && origin !== '' ? origin : null;
}

/** Whether the location is inside a link folder (at any depth of the linked team). */
export function insideLinkFolder(location: RouteLocation | null): boolean {
  return linkOriginOf(location) !== null;
}

/**
 * The target `to` with the origin of `from` when both are the same team's files and `to` has
 * none of its own; null when nothing is to be carried.
 */
export function carriedLinkOrigin(
  from: RouteLocation | null,
  to: RouteLocation,
): NavigationTarget | null {
  const origin = linkOriginOf(from);
  if (origin === null || !isTeamRoute(to) || linkOriginOf(to) !== null) return null;
  if (String(from?.params.tid) !== String(to.params.tid)) return null;
  return {
    name: to.name,
    params: { ...to.params },
    query: { ...to.query, [LINK_ORIGIN_QUERY]: origin },
  };
}
