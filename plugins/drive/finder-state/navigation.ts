/**
 * The finder's navigation actions over the kernel's router (finder.md section 2):
 * - choosing a side entry pushes its route; choosing the current one again replaces it with a
 *   timestamp query (`t`), which makes its loader fetch afresh;
 * - searching pushes the Search route, or replaces it when already there (a search typed before
 *   the landing view loaded waits for it); clearing the search goes back (the Search entry then leaves the history) unless `reset` is set;
 * - refresh reloads the current list, skipping the cache.
 */
import { when } from 'mobx';
import type { FinderTab } from '../rules/tabs';
import { activeEntry, isTabActive } from './activeEntry';
import type { DirectoryStore } from './DirectoryStore';
import { companyOfRoute } from './routeLists';
import { scopeTeamOf, searchQuery, searchScopeOf, type FinderSearchScope } from './searchScope';

/** What navigating reads: the kernel, the route, its company, list and team. */
export type NavigationView = Pick<
  DirectoryStore,
  'kernel' | 'router' | 'companyId' | 'list' | 'teamView'
>;

export { isTabActive };

function tabTarget(
  store: NavigationView,
  tab: FinderTab,
): { name: string; params: Record<string, string | number> } {
  const cid = store.companyId || Number(store.kernel.context.currentCompanyId ?? 0);
  return tab === 'EnterpriseIndex' || tab === 'EnterpriseTeams'
    ? { name: tab, params: { cid } }
    : { name: tab, params: {} };
}

/**
 * Chooses a side entry: pushes its route; when it is the active entry, replaces the route with
 * the entry's own route and a timestamp query, which loads it afresh (from a subfolder of My
 * Documents, choosing My Documents again lands on its root, reloaded).
 */
export function chooseTab(
  store: NavigationView,
  tab: FinderTab,
  now = Date.now(),
): Promise<unknown> {
  const target = tabTarget(store, tab);
  if (isTabActive(store, tab)) {
    return store.router.navigate({ ...target, query: { t: String(now) } }, { replace: true });
  }
  return store.router.navigate(target);
}

/**
 * Searches: pushes the Search route, or replaces it on the search page. A search typed while the
 * landing view is still loading waits for it, then goes on top of it: the results show as soon
 * as the landing is known, and Back (or clearing the box) returns to the landing instead of an
 * empty history. The search looks everywhere unless `scope` limits it to the team being browsed
 * (on the search page: the page's team); without `scope` the search page keeps its scope.
 */
export async function search(
  store: NavigationView,
  keyword: string,
  scope?: FinderSearchScope,
): Promise<unknown> {
  const text = keyword.trim();
  if (text === '') return undefined;
  const { router } = store;
  if (router.current === null && router.loading) {
    await when(() => router.current !== null || !router.loading);
  }
  const current = router.current;
  const replace = current?.name === 'Search';
  const team = scopeTeamOf(current);
  const chosen = scope ?? searchScopeOf(current);
  // The results stay in the company and under the side entry the search was started from.
  const from = replace ? current.query?.from : (activeEntry(store) ?? undefined);
  const where = { cid: String(companyOfRoute(current)), ...(from ? { from } : {}) };
  return router.navigate(
    {
      name: 'Search',
      params: { keyword: text },
      query: { ...where, ...searchQuery(chosen, team) },
    },
    { replace },
  );
}

export function clearSearch(store: NavigationView, reset = false): Promise<unknown> | undefined {
  if (store.router.current?.name !== 'Search' || reset) return undefined;
  return store.router.back();
}

export function refresh(store: NavigationView): Promise<void> {
  const list = store.list;
  if (!list) return Promise.resolve();
  return store.kernel.sources.refresh(list.sourceKey, list.parent.key);
}
