import { describe, expect, it, vi } from 'vitest';
import { search, type NavigationView } from '../../../../plugins/drive/finder-state/navigation';
import { activeEntry, type RouteWhere } from '../../../../plugins/drive/finder-state/activeEntry';
import {
  companyOfRoute,
  listForRoute,
  type RouteLike,
} from '../../../../plugins/drive/finder-state/routeLists';
import {
  scopeTeamOf,
  searchGroupOf,
  searchQuery,
  searchScopeOf,
} from '../../../../plugins/drive/finder-state/searchScope';

const folder: RouteLike = { name: 'TeamFiles', params: { tid: 42, fid: 7 } };
const entFolder: RouteLike = { name: 'EnterpriseTeamFiles', params: { cid: 3, tid: 9, fid: 0 } };

function searchRoute(query: Record<string, string>): RouteLike {
  return { name: 'Search', params: { keyword: 'plan' }, query };
}

/** A navigation view whose router records where it was sent. */
function viewAt(current: RouteLike | null) {
  const navigate = vi.fn(() => Promise.resolve());
  const view = { router: { current, loading: false, navigate } } as unknown as NavigationView;
  return { view, navigate };
}

describe('the finder search scope', () => {
  it('knows the team of a team folder, of an enterprise team folder and of a scoped search', () => {
    expect(scopeTeamOf(folder)).toEqual({ groupid: 42, fid: 7, cid: 0 });
    expect(scopeTeamOf(entFolder)).toEqual({ groupid: 9, fid: 0, cid: 3 });
    expect(scopeTeamOf(searchRoute(searchQuery('all', { groupid: 42, fid: 7, cid: 0 })))).toEqual({
      groupid: 42,
      fid: 7,
      cid: 0,
    });
    expect(scopeTeamOf({ name: 'Latest', params: {} })).toBeUndefined();
    expect(scopeTeamOf({ name: 'TeamFiles', params: { tid: 'x' } })).toBeUndefined();
    expect(scopeTeamOf(null)).toBeUndefined();
  });

  it('limits a Search route to its team only when its query says "team" and names one', () => {
    const team = { groupid: 42, fid: 7, cid: 0 };
    expect(searchScopeOf(searchRoute(searchQuery('team', team)))).toBe('team');
    expect(searchGroupOf(searchRoute(searchQuery('team', team)))).toBe(42);
    expect(searchScopeOf(searchRoute(searchQuery('all', team)))).toBe('all');
    expect(searchGroupOf(searchRoute(searchQuery('all', team)))).toBeUndefined();
    expect(searchScopeOf(searchRoute({ scope: 'team' }))).toBe('all');
    expect(searchScopeOf(searchRoute({ scope: 'team', groupid: '-1' }))).toBe('all');
  });

  it('gives a scoped search its own list, limited to the team', () => {
    const scoped = listForRoute(searchRoute(searchQuery('team', { groupid: 42, fid: 7, cid: 0 })));
    const everywhere = listForRoute(
      searchRoute(searchQuery('all', { groupid: 42, fid: 7, cid: 0 })),
    );
    expect(scoped?.location).toEqual({ keyword: 'plan', tid: 42 });
    expect(everywhere?.location).toEqual({ keyword: 'plan' });
    expect(scoped?.parent.key).not.toBe(everywhere?.parent.key);
  });

  it('searching from a folder in "This team" puts the team and folder in the route query', async () => {
    const { view, navigate } = viewAt(folder);
    await search(view, ' plan ', 'team');
    expect(navigate).toHaveBeenCalledWith(
      {
        name: 'Search',
        params: { keyword: 'plan' },
        query: { scope: 'team', groupid: '42', fid: '7', cid: '0' },
      },
      { replace: false },
    );
  });

  it('searches everywhere by default, and keeps the results page scope for a new keyword', async () => {
    const fromFolder = viewAt(folder);
    await search(fromFolder.view, 'plan');
    expect(fromFolder.navigate.mock.calls[0]).toMatchObject([
      { query: { scope: 'all' } },
      { replace: false },
    ]);

    const team = { groupid: 42, fid: 7, cid: 0 };
    const onResults = viewAt(searchRoute(searchQuery('team', team)));
    await search(onResults.view, 'budget');
    expect(onResults.navigate).toHaveBeenCalledWith(
      { name: 'Search', params: { keyword: 'budget' }, query: searchQuery('team', team) },
      { replace: true },
    );
    await search(onResults.view, 'budget', 'all');
    expect(onResults.navigate.mock.calls[1]).toMatchObject([
      { query: { scope: 'all', groupid: '42' } },
      { replace: true },
    ]);
  });

  it('sends no scope from a page without a team, only where the search started', async () => {
    const { view, navigate } = viewAt({ name: 'Latest', params: {} });
    await search(view, 'plan', 'team');
    expect(navigate.mock.calls[0]).toEqual([
      { name: 'Search', params: { keyword: 'plan' }, query: { cid: '0', from: 'Latest' } },
      { replace: false },
    ]);
  });

  it('keeps a search started in a company in that company, under the side entry it started from', async () => {
    const { view, navigate } = viewAt({ name: 'EnterpriseIndex', params: { cid: 3 } });
    await search(view, 'plan');
    const [target] = navigate.mock.calls[0] as unknown as [RouteLike];
    expect(target.query).toEqual({ cid: '3', from: 'EnterpriseIndex' });
    expect(companyOfRoute(target)).toBe(3);
    expect(activeEntry({ router: { current: target } } as unknown as RouteWhere)).toBe(
      'EnterpriseIndex',
    );
    // A new keyword on the results page keeps both.
    const onResults = viewAt(target);
    await search(onResults.view, 'budget');
    expect(onResults.navigate.mock.calls[0]).toMatchObject([
      { query: { cid: '3', from: 'EnterpriseIndex' } },
      { replace: true },
    ]);
  });
});
