// The finder entry and the enterprise switcher against the fake suite (finder.md sections 2, 4,
// 6): companies for a plus user, the personal space as company 0, IP-forbidden and restricted
// enterprises, choosing a workspace, 40300002, entry failures, the oem release.
import { describe, expect, it } from 'vitest';
import type { FinderInstance } from '../../../../presets/finder';
import {
  chooseWorkspace,
  switcherReadOnly,
  workspacesOf,
} from '../../../../plugins/drive/enterprise/workspaces';
import {
  IP_FORBIDDEN_COMPANY_ID,
  MAIN_COMPANY_ID,
  RESTRICTED_COMPANY_ID,
} from '../../../../sandbox/backend/data/identities';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness({ language: 'en' });

const route = (f: FinderInstance) => f.kernel.router.current;
const OTHER_COMPANY_ID = MAIN_COMPANY_ID + 1;

describe('finder entry', () => {
  it('a plus user: the companies, the switcher with the personal space first as company 0', async () => {
    const f = await started();
    expect(f.store.companies.length).toBe(12);
    expect(f.store.has('entrance')).toBe(true);
    const entries = workspacesOf(f.store);
    expect(entries[0]).toMatchObject({ id: 0, name: 'Kdocs', disabled: false });
    expect(entries[0].logo).toBeUndefined();
    expect(entries.slice(1).map((e) => e.id)).toEqual(f.store.companies.map((c) => c.id));
    expect(entries.find((e) => e.id === MAIN_COMPANY_ID)?.logo).toMatch(/logo\/8800001\.svg$/);
  });

  it('an IP-forbidden enterprise is disabled with its reason and cannot be chosen', async () => {
    const f = await started();
    const walled = workspacesOf(f.store).find((e) => e.id === IP_FORBIDDEN_COMPANY_ID)!;
    expect(walled.disabled).toBe(true);
    expect(walled.forbiddenReason).toMatch(/IP address/);
    const before = route(f)?.path;
    expect(chooseWorkspace(f.store, IP_FORBIDDEN_COMPANY_ID)).toBeUndefined();
    await f.kernel.router.navigate({
      name: 'EnterpriseIndex',
      params: { cid: IP_FORBIDDEN_COMPANY_ID },
    });
    expect(route(f)?.path).toBe(before);
  });

  it('choosing an enterprise goes to its index; personal goes to MyDocs unless there already', async () => {
    const f = await started();
    await chooseWorkspace(f.store, OTHER_COMPANY_ID);
    expect(route(f)?.name).toBe('EnterpriseTeamFiles');
    expect(route(f)?.params.cid).toBe(OTHER_COMPANY_ID);
    expect(f.store.teamView?.team.type).toBe('corpspecial');
    await chooseWorkspace(f.store, 0);
    expect(route(f)?.name).toBe('TeamFiles');
    expect(f.store.teamView?.team.type).toBe('special');
    expect(chooseWorkspace(f.store, 0)).toBeUndefined();
  });

  it('switchWorkspace off: the switcher is read-only', async () => {
    const f = await started({ features: { excludes: ['switchWorkspace'] } });
    expect(switcherReadOnly(f.store)).toBe(true);
    const before = route(f)?.path;
    expect(chooseWorkspace(f.store, OTHER_COMPANY_ID)).toBeUndefined();
    expect(route(f)?.path).toBe(before);
  });

  it('40300002 for a non-company account hides wps+ and empties the company list', async () => {
    suite.faults.inject('/drive/api/v5/companies', {
      status: 403,
      body: { result: 'permissionDenied', code: 40300002, msg: 'Not a company account.' },
    });
    const f = await started();
    expect(f.store.companies).toEqual([]);
    expect(f.store.has('wps+')).toBe(false);
    expect(f.store.has('entrance')).toBe(false);
    expect(route(f)?.name).toBe('TeamFiles');
    expect(f.store.teamView?.team.type).toBe('special');
  });

  it('40300002 for a company account is the entry failure: the error page with the message', async () => {
    suite.setDefaultUser('isolated');
    suite.faults.inject('/drive/api/v5/companies', {
      status: 403,
      body: { result: 'permissionDenied', code: 40300002, msg: 'Not a company account.' },
    });
    const f = await started();
    expect(route(f)?.name).toBe('error');
    expect(route(f)?.params.errorInfo).toBe('Not a company account.');
  });

  it('a failed space load: the error page with the server message, else the page error', async () => {
    suite.faults.inject('/drive/api/v3/groups/special', { status: 500, msg: 'special is down' });
    const f = await started();
    expect(route(f)?.name).toBe('error');
    expect(route(f)?.params.errorInfo).toBe('special is down');
    suite.faults.inject('/drive/api/v3/groups/special', { networkError: true });
    const g = await started();
    expect(route(g)?.params.errorInfo).toBe('The page could not be loaded.');
  });

  it('a personal user has no companies and no switcher entrance', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    expect(f.store.companies).toEqual([]);
    expect(f.store.has('entrance')).toBe(false);
    expect(suite.recorded.requests.some((r) => r.path === '/drive/api/v5/companies')).toBe(false);
  });

  it('the oem release skips the personal spaces', async () => {
    await started({ release: 'oem' });
    const paths = suite.recorded.requests.map((r) => r.path);
    expect(paths).not.toContain('/drive/api/v3/groups/special');
    expect(paths).not.toContain('/drive/api/v3/groups/tmp');
    expect(paths).not.toContain('/drive/api/v3/groups/secret');
  });

  it('selectFile asks for no company restriction; moveIn does, with every company id', async () => {
    await started();
    const restriction = () =>
      suite.recorded.requests.filter((r) => r.path === '/drive/api/v5/companies/restriction');
    expect(restriction()).toEqual([]);
    const f = await started({ action: 'moveIn' });
    expect(restriction().length).toBe(1);
    expect(String(restriction()[0].query.company_id).split(',').length).toBe(12);
    const strict = workspacesOf(f.store).find((e) => e.id === RESTRICTED_COMPANY_ID)!;
    expect(strict).toMatchObject({ disabled: true, restrictedTip: 'limit.moveIn' });
    expect(workspacesOf(f.store).find((e) => e.id === OTHER_COMPANY_ID)?.disabled).toBe(false);
  });
});
