// The finder's routes on the kernel's router, against the fake suite: landing, opening folders,
// back and forward, redirects of the team route, search leaving the history, refresh by
// re-choosing a side entry, the error page of missing inputs.
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { entryOf } from '../../../../plugins/sources/shared/driveEntry';
import { chooseTab, search, clearSearch } from '../../../../plugins/drive/finder-state/navigation';
import type { FinderOptions } from '../../../../presets/finder/types';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
});

async function started(options: FinderOptions = {}): Promise<FinderInstance> {
  finder = createFinder({
    client: createRequestClient({ services: suite.urls }),
    storage: null,
    ...options,
  });
  await finder.start();
  return finder;
}

const routeName = (f: FinderInstance) => f.kernel.router.current?.name;
const items = (f: FinderInstance) => f.store.listState()?.items ?? [];

describe('finder routes', () => {
  it('lands a plus user with a workspace on the enterprise index of that company', async () => {
    const f = await started();
    expect(routeName(f)).toBe('EnterpriseTeamFiles');
    const workspace = Number(f.kernel.context.user?.companyId);
    expect(f.kernel.router.current?.params.cid).toBe(workspace);
    expect(f.store.teamView?.team.type).toBe('corpspecial');
  });

  it('lands on My Documents: TeamFiles of the special team, fid 0, with its first page', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    expect(routeName(f)).toBe('TeamFiles');
    expect(f.kernel.router.current?.params).toEqual({ tid: f.store.spaces.special!.id, fid: 0 });
    expect(f.store.listState()?.status).toBe('loaded');
    expect(items(f).length).toBeGreaterThan(0);
    expect(f.store.teamView?.team.type).toBe('special');
  });

  it('opens a folder and comes back with Back, then Forward', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    const folder = items(f).find((i) => entryOf(i)?.ftype === 'folder')!;
    await f.kernel.router.navigate({
      name: 'TeamFiles',
      params: { tid: entryOf(folder)!.groupid, fid: Number(folder.id) },
    });
    expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id));
    expect(f.store.teamView?.path.map((p) => p.fileid)).toEqual([Number(folder.id)]);
    await f.kernel.router.back();
    expect(f.kernel.router.current?.params.fid).toBe(0);
    await new Promise((r) => setTimeout(r, 60));
    await f.kernel.router.forward();
    expect(f.kernel.router.current?.params.fid).toBe(Number(folder.id));
  });

  it('a personal team opened as TeamFiles of a company team goes to the company route', async () => {
    const f = await started();
    const company = f.store.companies[0];
    const tid = company.corpspecial!.id;
    await f.kernel.router.navigate({ name: 'TeamFiles', params: { tid, fid: 0 } });
    expect(f.kernel.router.current?.name).toBe('EnterpriseTeamFiles');
    expect(f.kernel.router.current?.params).toMatchObject({ cid: company.id, tid });
  });

  it('the enterprise index redirects to the company special team files', async () => {
    const f = await started();
    const company = f.store.companies[0];
    await f.kernel.router.navigate({ name: 'EnterpriseIndex', params: { cid: company.id } });
    expect(f.kernel.router.current?.name).toBe('EnterpriseTeamFiles');
    expect(f.kernel.router.current?.params.tid).toBe(company.corpspecial!.id);
  });

  it('search pushes, searching again replaces, leaving it takes it out of the history', async () => {
    const f = await started();
    const landed = routeName(f);
    await search(f.store, 'Plan');
    expect(routeName(f)).toBe('Search');
    await search(f.store, 'Budget');
    expect(f.kernel.router.current?.params.keyword).toBe('Budget');
    await clearSearch(f.store);
    expect(routeName(f)).toBe(landed);
    expect(f.kernel.router.canGoForward).toBe(false);
  });

  it('choosing the current side entry again replaces the route with a timestamp and reloads', async () => {
    const f = await started();
    const landed = routeName(f);
    await chooseTab(f.store, 'Star');
    expect(routeName(f)).toBe('Star');
    const before = suite.recorded.requests.filter((r) => r.path === '/drive/api/v3/tags/1/items');
    await chooseTab(f.store, 'Star', 12345);
    expect(f.kernel.router.current?.query.t).toBe('12345');
    const after = suite.recorded.requests.filter((r) => r.path === '/drive/api/v3/tags/1/items');
    expect(after.length).toBe(before.length + 1);
    await new Promise((r) => setTimeout(r, 60));
    await f.kernel.router.back();
    expect(routeName(f)).toBe(landed);
  });

  it('Device and Devices set the team to the tmp space and the company to 0', async () => {
    const f = await started();
    await f.kernel.router.navigate({ name: 'Devices' });
    expect(f.store.teamView?.team.type).toBe('tmp');
    expect(f.kernel.context.currentCompanyId).toBe('0');
  });

  it('missing required inputs show the error page with the messages joined, no button', async () => {
    const f = await started({ action: 'transfer', transfer: { companyId: 0 } });
    expect(routeName(f)).toBe('error');
    expect(f.kernel.router.current?.params.errorInfo).toBe('必传参数未传入: transfer.userId');
    expect(f.kernel.router.current?.query.btnShow).toBe('false');
  });

  it('a failing user load shows the error page with the server message', async () => {
    suite.faults.inject('/account/p/auth/check', {
      status: 500,
      result: 'unknownCode',
      msg: 'boom',
    });
    const f = await started();
    expect(routeName(f)).toBe('error');
    expect(f.kernel.router.current?.params.errorInfo).toBe('boom');
  });

  it("a failing user load without a msg shows its mapped result code's text", async () => {
    suite.faults.inject('/account/p/auth/check', { status: 401, result: 'userNotLogin' });
    const f = await started({ language: 'en' });
    expect(routeName(f)).toBe('error');
    expect(f.kernel.router.current?.params.errorInfo).toBe(
      'Account signed out. Please sign in again.',
    );
  });

  it('transfer with company 0 lands on MyDocs', async () => {
    const f = await started({ action: 'transfer', transfer: { userId: 1000002, companyId: 0 } });
    expect(routeName(f)).toBe('TeamFiles');
    expect(f.store.teamView?.team.type).toBe('special');
  });
});
