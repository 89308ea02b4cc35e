/**
 * The finder's route table on the kernel's router (finder.md section 2, Route tree):
 *
 *   /@uikit                               root       loads the user (kernel.init); failure: error page
 *     (finder)                            finder     loads the spaces, companies, latest folders
 *       ''                                index      the landing choice (landing.ts)
 *       all                               MyDocs     → TeamFiles of the user's special team, fid 0
 *       latest|star|favorite|share|myTeams            the lists of those tabs
 *       secret                            Secret     → TeamFiles of the secret space, fid 0
 *       devices, device/:deviceid         Devices, Device (team reset to tmp, company to 0)
 *       search/:keyword                   Search     transient: leaves the history once left
 *       unlockSecret                      UnlockSecret transient
 *       cert                              cert
 *       ent/:cid                          company    children teams, index, team/:tid{/:fid}
 *       team/:tid                         team       child files{/:fid}: TeamFiles
 *     error/:errorInfo                    error      beside finder (query btnShow=false hides the button)
 *
 * Leaf loaders load the first page of their list, so a route commits with its data (or its
 * error) and the skeleton shows while it has not. Timings are the router's defaults: back and
 * forward throttled 50 ms, loaders debounced 100 ms with a leading edge (a step after a quiet
 * moment loads at once), route hooks 50 ms.
 */
import type { NavigationTarget, RouteContext, RouteDefinition } from '../../../kernel';
import { loadDeviceName } from '../spaces/deviceNames';
import { isCancelled } from '../../../kernel';
import { chooseLanding } from '../rules/landing';
import { enterpriseLanding } from '../enterprise/presetLanding';
import type { EnterpriseView } from '../enterprise/enterpriseView';
import { loadFinderEntry } from './finderEntry';
import { readSavedPath } from '../finder-state/memory';
import { listForRoute } from '../finder-state/routeLists';
import { rememberedCompany } from '../finder-state/cachedCalls';
import { devicePermission } from '../permissions/permission';
import { teamEntryGuard } from '../spaces/teamEntry';
import { loadTeamView, type TeamView } from '../finder-state/teamInfo';
import { knownWithinTeam } from '../finder-state/knownTeam';

function num(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Loads the first page of the list the target route shows. */
function loadList(store: EnterpriseView) {
  return async (ctx: RouteContext): Promise<void> => {
    const list = listForRoute(ctx.to);
    if (!list) return;
    await store.kernel.sources.loadFirst(list.sourceKey, {
      parent: list.parent,
      forceUpdate: ctx.refresh,
    });
  };
}

/**
 * Stages the team a route shows, applied when its navigation commits, unless the user moved on
 * meanwhile: a navigation left before it finished (its signal aborted) must not replace the
 * staged team of the navigation that took its place, nor put its folders in the breadcrumb.
 */
function stageTeam(store: EnterpriseView, ctx: RouteContext, view: TeamView | null): void {
  if (!ctx.signal.aborted) store.stageTeamView(ctx.to.href, view);
}

/**
 * Makes `companyId` the current company for a navigation's loads (its requests and caches are
 * the company's). A navigation left before it finished gives the company back, unless another
 * one has set its own meanwhile: the place the user stays on keeps its company.
 */
function enterCompany(store: EnterpriseView, ctx: RouteContext, companyId: string): void {
  const context = store.kernel.context;
  const before = context.currentCompanyId;
  if (before === companyId || before === null) {
    if (before === null) context.setCurrentCompany(companyId);
    return;
  }
  context.setCurrentCompany(companyId);
  ctx.signal.addEventListener(
    'abort',
    () => {
      if (context.currentCompanyId === companyId) context.setCurrentCompany(before);
    },
    { once: true },
  );
}

/** Device and Devices: the team is the tmp space and the company is personal. */
function loadDeviceList(store: EnterpriseView) {
  const load = loadList(store);
  return async (ctx: RouteContext): Promise<void> => {
    const tmp = store.spaces.tmp;
    const permission = devicePermission(store.inputs.action);
    stageTeam(store, ctx, tmp ? { team: tmp, fid: 0, path: [], permission } : null);
    enterCompany(store, ctx, '0');
    await load(ctx);
  };
}

function teamLoad(store: EnterpriseView) {
  const load = loadList(store);
  return async (ctx: RouteContext): Promise<void> => {
    const tid = num(ctx.to.params.tid);
    const fid = num(ctx.to.params.fid);
    const cid = num(ctx.to.params.cid);
    // Read before anything changes: the team and list still shown are the route's it comes from.
    const known = knownWithinTeam(
      ctx.from,
      store.teamView,
      store.listState()?.items ?? [],
      tid,
      fid,
    );
    enterCompany(store, ctx, String(cid));
    const [view] = await Promise.all([
      loadTeamView(store.kernel, tid, fid, store.inputs.action, ctx.signal, known).catch(
        (error: unknown) => {
          if (isCancelled(error)) throw error;
          return null;
        },
      ),
      load(ctx),
    ]);
    stageTeam(store, ctx, view);
  };
}

function landing(store: EnterpriseView): NavigationTarget {
  const { kernel, inputs } = store;
  const tabs = inputs.featureSet.tabs;
  const target = chooseLanding({
    transfer: inputs.transfer,
    // Without wps+ (not asked for, or refused with 40300002) there is no enterprise to land in.
    workspaceCompanyId: store.has('wps+') ? num(kernel.context.user?.companyId) : 0,
    tabs,
    saved: inputs.path ?? readSavedPath(kernel, store.plugKey),
    companyIds: store.companies.map((c) => c.id),
  });
  return { name: target.name, params: target.params, query: target.query };
}

export function finderRoutes(store: EnterpriseView): RouteDefinition[] {
  const { kernel } = store;
  const list = loadList(store);
  const deviceList = loadDeviceList(store);
  const leaf = (name: string, path: string, extra: Partial<RouteDefinition> = {}) => ({
    name,
    path,
    load: list,
    ...extra,
  });
  return [
    {
      name: 'root',
      path: '/@uikit',
      load: async (ctx: RouteContext) => {
        await kernel.init();
        // The error page lives under root: it shows even when loading the user failed.
        if (kernel.initError && ctx.to.name !== 'error') throw kernel.initError;
      },
      children: [
        {
          name: 'finder',
          path: '',
          load: (ctx: RouteContext) => loadFinderEntry(store, ctx.signal),
          children: [
            {
              name: 'index',
              path: '',
              guard: (ctx: RouteContext) => enterpriseLanding(store, landing(store), ctx.signal),
            },
            {
              name: 'MyDocs',
              path: 'all',
              guard: (ctx: RouteContext) => ({
                name: 'TeamFiles',
                params: { tid: store.spaces.special?.id ?? 'special', fid: 0 },
                query: { ...ctx.to.query },
              }),
            },
            leaf('Latest', 'latest'),
            leaf('Star', 'star'),
            leaf('Favorite', 'favorite'),
            leaf('Share', 'share'),
            leaf('MyTeams', 'myTeams'),
            {
              name: 'Secret',
              path: 'secret',
              guard: () => ({
                name: 'TeamFiles',
                params: { tid: store.spaces.secret?.id ?? 'secret', fid: 0 },
              }),
            },
            { name: 'Devices', path: 'devices', load: deviceList },
            {
              name: 'Device',
              path: 'device/:deviceid',
              load: async (ctx: RouteContext) => {
                await Promise.all([
                  deviceList(ctx),
                  loadDeviceName(kernel, String(ctx.to.params.deviceid), ctx.signal),
                ]);
              },
            },
            leaf('Search', 'search/:keyword', { transient: true }),
            { name: 'UnlockSecret', path: 'unlockSecret', transient: true },
            { name: 'cert', path: 'cert' },
            {
              name: 'company',
              path: 'ent/:cid',
              params: { cid: 'number' },
              children: [
                leaf('EnterpriseTeams', 'teams'),
                {
                  name: 'EnterpriseIndex',
                  path: 'index',
                  guard: async (ctx: RouteContext) => {
                    const cid = num(ctx.to.params.cid);
                    const company =
                      store.companies.find((c) => c.id === cid) ?? rememberedCompany(kernel, cid);
                    const tid = company?.corpspecial?.id;
                    if (!tid) throw new Error(`no enterprise space for company ${cid}`);
                    return { name: 'EnterpriseTeamFiles', params: { cid, tid, fid: 0 } };
                  },
                },
                {
                  name: 'EnterpriseTeamFiles',
                  path: 'team/:tid{/:fid}',
                  params: { tid: 'number', fid: 'number' },
                  guard: teamEntryGuard(store),
                  load: teamLoad(store),
                },
              ],
            },
            {
              name: 'team',
              path: 'team/:tid',
              params: { tid: 'number' },
              children: [
                {
                  name: 'TeamFiles',
                  path: 'files{/:fid}',
                  params: { fid: 'number' },
                  guard: teamEntryGuard(store),
                  load: teamLoad(store),
                },
              ],
            },
          ],
        },
        // Beside the finder route, not under it: leaving the error page (Refresh) enters the
        // finder again, so a failed entry (spaces, companies) is loaded anew.
        { name: 'error', path: 'error/:errorInfo' },
      ],
    },
  ];
}
