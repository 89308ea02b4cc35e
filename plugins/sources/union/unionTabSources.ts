/**
 * The union selector's data tabs as kernel sources (types `union:all`, `union:contact`,
 * `union:team`, `union:group`, `union:dept`, `union:docs`). The kernel keeps each tab's own paging
 * cursor, search cursor, cache and abort; this file says what each tab fetches and searches:
 *
 * | tab     | browse                                                   | search                                   |
 * | ------- | -------------------------------------------------------- | ---------------------------------------- |
 * | all     | recommended contacts (5) + groups taking half the count  | contacts, company members, groups, depts, quick file search |
 * | contact | recommended contacts (20)                                | contacts, company members                |
 * | team    | members of the team (contactParams)                      | those members by name                    |
 * | group   | teams (groupParams)                                      | group batch search (groupParams)         |
 * | dept    | root departments of cid                                  | department search (deptParams cid)       |
 * | docs    | roaming recent files                                     | file search                              |
 *
 * Parts fetched together tolerate failures: the first error is thrown only when all fail. The all
 * tab's search shows its parts as they answer, in part order (ctx.showSoFar, partsInOrder.ts).
 * Search asks only the tab shown: the preset's kernel has `searchScope: 'active-tab'`.
 */
import { STAGE_CACHE, STAGE_NORMALISE } from '../../../kernel';
import type {
  LoadContext,
  LoadResult,
  PickerItem,
  PickerKernel,
  Plugin,
  SourceConfig,
} from '../../../kernel';
import { EarlyCalls } from '../shared/earlyCalls';
import { scopeOf, type CallScope } from '../shared/fetch';
import { uniqueByKey, type Provenance } from '../shared/items';
import { fetchRecommended, settleParts } from '../shared/recommended';
import { settlePartsInOrder } from '../shared/partsInOrder';
import { sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import {
  listDepartments,
  listGroups,
  listTeamMembers,
  searchCompanyMembers,
  searchContacts,
  searchGroups,
  searchTeamMembers,
  searchUnionDepartments,
  type ContactParams,
  type Page,
} from './unionCalls';
import { unionInfoOf } from './unionContext';
import { unionResolve } from './unionResolve';
import { loadRecentFiles, searchFiles } from './unionDocs';
import { offsetOf } from './unionPaging';
import {
  DEFAULT_REQUEST_COUNT,
  DEFAULT_UNION_GROUP_SOURCE,
  GROUP_PARAMS,
  QUICK_SEARCH_COUNT,
  RECOMMEND_LIMITS,
  UNION_DATA_TABS,
  WOA_GROUP_PARAMS,
  unionSourceType,
  type UnionDataTab,
  type UnionSourceSettings,
} from './unionTabs.types';

export const UNION_SOURCES_PLUGIN = 'source:union';

/** Groups take half of the count when merged with the recommended contacts. */
export function groupShare(count: number): number {
  return Math.floor(count / 2);
}

/** The per-tab parameters of the spec, from the selector's settings and what init loaded. */
export function unionParams(kernel: PickerKernel, settings: UnionSourceSettings) {
  const count = settings.requestCount ?? DEFAULT_REQUEST_COUNT;
  const file = unionInfoOf(kernel).file;
  const contactParams: ContactParams = {
    group_id: settings.onlyShowGroupId ?? (file?.groupid || undefined),
    source: settings.groupSource ?? DEFAULT_UNION_GROUP_SOURCE,
    count,
  };
  const cid = settings.cid ?? kernel.context.user?.companyId ?? '';
  return {
    count,
    contactParams,
    groupParams: { ...GROUP_PARAMS },
    deptParams: { cid: String(cid) },
  };
}

function fromPage(page: Page): LoadResult<number> {
  return { items: page.items, cursor: page.step.cursor, done: page.step.done };
}

/**
 * The parts of one answer, tolerating failures; with `ctx.showSoFar` (a search showing answers as
 * they come), the rows of the parts answered so far are shown in part order, without duplicates.
 */
async function allParts(
  parts: Array<Promise<PickerItem[]>>,
  ctx?: LoadContext,
): Promise<PickerItem[]> {
  const showSoFar = ctx?.showSoFar;
  const show = showSoFar && ((rows: PickerItem[]) => showSoFar(uniqueByKey(rows)));
  return (await settlePartsInOrder(parts, show)).flat();
}

function createTab(
  tab: UnionDataTab,
  config: SourceConfig,
  kernel: PickerKernel,
  settings: UnionSourceSettings,
  early: EarlyCalls,
) {
  const from: Provenance = { sourceKey: tab, origin: tab };
  const itemsOf = (page: Promise<Page>) => page.then((result) => result.items);

  async function recommend(scope: CallScope, limit: number): Promise<PickerItem[]> {
    const { count, contactParams } = unionParams(kernel, settings);
    return fetchRecommended(
      scope,
      kernel,
      from,
      {
        groupId: contactParams.group_id,
        groupSource: contactParams.source,
        count: Math.max(count, limit),
      },
      limit,
    );
  }

  async function browseAll(scope: CallScope): Promise<PickerItem[]> {
    const { count } = unionParams(kernel, settings);
    const share = groupShare(count);
    const groupKinds = [
      ...(settings.includeGroupInfo ? [WOA_GROUP_PARAMS] : []),
      ...(settings.includeTeamInfo ? [GROUP_PARAMS] : []),
    ];
    const [contacts, ...groups] = await settleParts([
      recommend(scope, RECOMMEND_LIMITS.all),
      ...groupKinds.map((params) => itemsOf(listGroups(scope, tab, params, 0, share))),
    ]);
    return [...contacts, ...groups.flat().slice(0, share)];
  }

  /** A tab's page from `cursor` (the first page without one). */
  async function browse(scope: CallScope, cursor: unknown): Promise<LoadResult<number>> {
    const offset = offsetOf(cursor);
    const { count, contactParams, groupParams, deptParams } = unionParams(kernel, settings);
    switch (tab) {
      case 'all':
        return { items: await browseAll(scope), done: true };
      case 'contact':
        return { items: await recommend(scope, RECOMMEND_LIMITS.contact), done: true };
      case 'team':
        return fromPage(await listTeamMembers(scope, from, contactParams, offset));
      case 'group':
        return fromPage(await listGroups(scope, tab, groupParams, offset, count));
      case 'dept':
        return { items: await listDepartments(scope, tab, deptParams.cid), done: true };
      case 'docs':
        return loadRecentFiles(scope, tab, cursor as number | undefined, count);
    }
  }

  async function search(ctx: LoadContext & { query: string }): Promise<LoadResult<number>> {
    const scope: CallScope = { ...scopeOf(ctx, config), early };
    const { query } = ctx;
    const offset = offsetOf(ctx.cursor);
    const { count, contactParams, groupParams, deptParams } = unionParams(kernel, settings);
    // Company member search runs only for a new company user: for others it is not a part.
    const people = () => [
      itemsOf(searchContacts(scope, from, query, offset, count)),
      ...(kernel.context.isNewCompanyUser
        ? [itemsOf(searchCompanyMembers(scope, kernel, from, query, offset, count))]
        : []),
    ];
    switch (tab) {
      case 'all': {
        const items = await allParts(
          [
            ...people(),
            ...(settings.includeGroupInfo
              ? [itemsOf(searchGroups(scope, kernel, tab, WOA_GROUP_PARAMS, query, 0, count))]
              : []),
            ...(settings.includeTeamInfo
              ? [itemsOf(searchGroups(scope, kernel, tab, groupParams, query, 0, count))]
              : []),
            ...(settings.includeDeptInfo
              ? [itemsOf(searchUnionDepartments(scope, tab, deptParams.cid, query, 0, count))]
              : []),
            searchFiles(scope, tab, query, 0, QUICK_SEARCH_COUNT, true).then((page) => page.items),
          ],
          ctx,
        );
        return { items: uniqueByKey(items), done: true };
      }
      case 'contact': {
        const items = await allParts(people());
        return { items: uniqueByKey(items), cursor: offset + count, done: items.length === 0 };
      }
      case 'team':
        return fromPage(await searchTeamMembers(scope, from, contactParams, query, offset));
      case 'group':
        return fromPage(await searchGroups(scope, kernel, tab, groupParams, query, offset, count));
      case 'dept':
        return fromPage(
          await searchUnionDepartments(scope, tab, deptParams.cid, query, offset, count),
        );
      case 'docs':
        return searchFiles(scope, tab, query, offset, count);
    }
  }

  return { browse, search };
}

/** A data tab as a kernel source: its pages and search, and the people tabs' paste resolver. */
function tabSource(
  tab: UnionDataTab,
  config: SourceConfig,
  kernel: PickerKernel,
  settings: UnionSourceSettings,
  early: EarlyCalls,
): SourceBody {
  const { browse, search } = createTab(tab, config, kernel, settings, early);
  return {
    tree: false,
    searchable: true,
    pageSize: settings.requestCount ?? DEFAULT_REQUEST_COUNT,
    load: (ctx) => browse({ ...scopeOf(ctx, config), early }, ctx.cursor),
    search,
    // The people tabs resolve a pasted list (one resolver for both: unionResolve.ts).
    ...(tab === 'all' || tab === 'contact' ? { resolve: unionResolve(kernel, config) } : {}),
  };
}

/** The tab type of a union source config (`union:all` is `all`). */
function tabOf(config: SourceConfig): UnionDataTab {
  return String(config.type).slice('union:'.length) as UnionDataTab;
}

/**
 * Whether a tab's first page can be asked before init is in: its calls read nothing init loads.
 * The team tab reads the file's group (unless onlyShowGroupId names one) and the dept tab the
 * user's company (unless cid is given). The all and contact tabs ask their team part, the one
 * call that reads the file's group, only once init is in (`contactParams.group_id` is unknown
 * before): their recent contacts and groups go ahead.
 */
function asksAheadOfInit(tab: UnionDataTab, settings: UnionSourceSettings): boolean {
  if (tab === 'team') return settings.onlyShowGroupId !== undefined || settings.fid === undefined;
  if (tab === 'dept') return settings.cid !== undefined;
  return true;
}

/**
 * One plugin providing every data tab's source type. With `settings.openingTab` (the tab the
 * selector opens on, when the preset knows it before init), that tab's first page is asked beside
 * init's calls and its load takes the answers (earlyCalls.ts).
 */
export function unionTabSources(settings: UnionSourceSettings = {}): Plugin {
  const earlyByKernel = new WeakMap<PickerKernel, EarlyCalls>();
  const earlyOf = (kernel: PickerKernel): EarlyCalls => {
    let early = earlyByKernel.get(kernel);
    if (!early) {
      early = new EarlyCalls();
      earlyByKernel.set(kernel, early);
    }
    return early;
  };
  const sources = sourcePlugin({
    name: UNION_SOURCES_PLUGIN,
    types: UNION_DATA_TABS.map(unionSourceType),
    create: (config, kernel) => tabSource(tabOf(config), config, kernel, settings, earlyOf(kernel)),
  });
  const opening = settings.openingTab;
  if (!opening || !asksAheadOfInit(tabOf(opening), settings)) return sources;
  return {
    ...sources,
    apply(kernel) {
      const disposeSources = sources.apply(kernel);
      const early = earlyOf(kernel);
      // Before the init calls' tap (the series hook waits for it before the next tap).
      kernel.hooks.beforeInit.tap(
        { name: UNION_SOURCES_PLUGIN, stage: STAGE_NORMALISE - 1 },
        () => {
          if (!kernel.hasClient) return;
          early.start();
          const tab = createTab(tabOf(opening), opening, kernel, settings, early);
          const scope: CallScope = { client: kernel.client, config: opening, early };
          // A failure is the load's to show when it takes the call; here it stays quiet.
          tab.browse(scope, undefined).catch(() => undefined);
        },
      );
      kernel.hooks.afterInit.tap({ name: UNION_SOURCES_PLUGIN, stage: STAGE_CACHE }, () =>
        early.seal(),
      );
      return () => {
        early.drop();
        disposeSources?.();
      };
    },
  };
}
