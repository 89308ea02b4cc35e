/**
 * Where the finder's search looks (finder.md section 7: the search call takes `groupid`, and no
 * folder): "team" searches the team the user was browsing when the search started, "all" every
 * space the user can search. The choice is part of the Search route's query (`scope`, `groupid`,
 * and the folder and company it was started from), so Back, Forward and a refresh keep it.
 */
/** The parts of a route the scope reads (a router location or a `RouteLike`). */
export interface RouteLike {
  name: string;
  params: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string>>;
}

export type FinderSearchScope = 'team' | 'all';

/** The team a scoped search is limited to, and the folder and company it was started from. */
export interface ScopeTeam {
  groupid: number;
  fid: number;
  cid: number;
}

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function nonNegative(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

/**
 * The team a search started on `route` can be limited to: the team and folder shown, or, on the
 * Search route, the team it already carries. Other routes (recent, starred, teams lists) have none.
 */
export function scopeTeamOf(route: RouteLike | null): ScopeTeam | undefined {
  if (!route) return undefined;
  if (route.name === 'TeamFiles' || route.name === 'EnterpriseTeamFiles') {
    const groupid = positive(route.params.tid);
    if (groupid === undefined) return undefined;
    return { groupid, fid: nonNegative(route.params.fid), cid: nonNegative(route.params.cid) };
  }
  if (route.name === 'Search') {
    const groupid = positive(route.query?.groupid);
    if (groupid === undefined) return undefined;
    return { groupid, fid: nonNegative(route.query?.fid), cid: nonNegative(route.query?.cid) };
  }
  return undefined;
}

/** The scope a Search route searches: "team" only when its query names the team. */
export function searchScopeOf(route: RouteLike | null): FinderSearchScope {
  return route?.name === 'Search' && route.query?.scope === 'team' && scopeTeamOf(route)
    ? 'team'
    : 'all';
}

/** The team the Search route's list is limited to, or undefined when it searches everywhere. */
export function searchGroupOf(route: RouteLike | null): number | undefined {
  return searchScopeOf(route) === 'team' ? scopeTeamOf(route)?.groupid : undefined;
}

/**
 * The Search route's query for `scope`: the team (and where the search started) when limited to
 * one, so switching back to "This team" on the results still knows which team it was.
 */
export function searchQuery(
  scope: FinderSearchScope,
  team: ScopeTeam | undefined,
): Record<string, string> {
  if (!team) return {};
  return {
    scope,
    groupid: String(team.groupid),
    fid: String(team.fid),
    cid: String(team.cid),
  };
}
