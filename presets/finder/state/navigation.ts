/**
 * The finder's navigation actions over the kernel's router (finder.md section 2):
 * - choosing a side entry pushes its route; choosing the current one again replaces it with a
 *   timestamp query (`t`), which makes its loader fetch afresh;
 * - searching pushes the Search route, or replaces it when already there; clearing the search
 *   goes back (the Search entry then leaves the history) unless `reset` is set;
 * - refresh reloads the current list, skipping the cache.
 */
import type { FinderTab } from '../config/tabs';
import type { FinderStore } from './FinderStore';

/** Whether a side entry is the active one (finder.md section 2, Active-entry rules). */
export function isTabActive(store: FinderStore, tab: FinderTab): boolean {
  const route = store.router.current;
  if (!route) return false;
  const team = store.teamView?.team;
  const onTeam = route.name === 'TeamFiles' || route.name === 'EnterpriseTeamFiles';
  switch (tab) {
    case 'MyDocs':
      return (
        route.name === 'UnlockSecret' ||
        (onTeam &&
          team !== undefined &&
          ['special', 'secret', 'tmp'].includes(team.type) &&
          team.corpid === 0)
      );
    case 'MyTeams':
      return (
        route.name === 'MyTeams' ||
        (onTeam && team?.type === 'normal' && team.corpid === 0 && route.query?.from !== 'share')
      );
    case 'Share':
      return route.name === 'Share' || (onTeam && route.query?.from === 'share');
    case 'EnterpriseIndex':
      return onTeam && team?.type === 'corpspecial';
    case 'EnterpriseTeams':
      return (
        route.name === 'EnterpriseTeams' ||
        (route.name === 'EnterpriseTeamFiles' && team !== undefined && team.type !== 'corpspecial')
      );
    default:
      return route.name === tab;
  }
}

function tabTarget(
  store: FinderStore,
  tab: FinderTab,
): { name: string; params: Record<string, string | number> } {
  const cid = store.companyId || Number(store.kernel.context.currentCompanyId ?? 0);
  return tab === 'EnterpriseIndex' || tab === 'EnterpriseTeams'
    ? { name: tab, params: { cid } }
    : { name: tab, params: {} };
}

export function chooseTab(store: FinderStore, tab: FinderTab, now = Date.now()): Promise<unknown> {
  const target = tabTarget(store, tab);
  if (isTabActive(store, tab)) {
    const current = store.router.current;
    if (current) {
      return store.router.navigate(
        {
          name: current.name,
          params: { ...current.params },
          query: { ...current.query, t: String(now) },
        },
        { replace: true },
      );
    }
  }
  return store.router.navigate(target);
}

export function search(store: FinderStore, keyword: string): Promise<unknown> | undefined {
  const text = keyword.trim();
  if (text === '') return undefined;
  const replace = store.router.current?.name === 'Search';
  return store.router.navigate({ name: 'Search', params: { keyword: text } }, { replace });
}

export function clearSearch(store: FinderStore, reset = false): Promise<unknown> | undefined {
  if (store.router.current?.name !== 'Search' || reset) return undefined;
  return store.router.back();
}

export function refresh(store: FinderStore): Promise<void> {
  const list = store.list;
  if (!list) return Promise.resolve();
  return store.kernel.sources.refresh(list.sourceKey, list.parent.key);
}
