/**
 * With a source inside a company (the company tree here), the member picker's init asks the
 * workspaces call (joined companies, current workspace) beside the account check, not a round trip
 * after its answer; when the check says the user is not a new-company user, or fails, that call is
 * dropped unread: no companies, nothing logged. Without such a source nothing waits for the
 * companies, and the call is asked after the check, for a new-company user only.
 */
import { createKernel } from '../../../kernel';
import { createRequestClient } from '../../../kernel/request';
import { pickerContext } from '../../../plugins/sources/context';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { latestSource } from '../../../plugins/sources/latest';
import { MemberMessages } from '../../../plugins/sources/member-items/messages';
import { MAIN_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { makeKernel, ready, type Setup } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const CHECK = '/account/p/auth/check';
const WORKSPACES = '/plus/compose/v1/users/self/workspaces';
const LATENCY = 300;
const setup = { sources: [{ type: 'company' as const }], plugins: [companyTreeSource()] };
const latestOnly = { sources: [{ type: 'latest' as const }], plugins: [latestSource()] };
const requestsTo = (path: string) => suite.recorded.requests.filter((r) => r.path === path);

/**
 * Opens with the check a latency late: the kernel, and how long after the check the one
 * workspaces call left.
 */
async function openWithSlowCheck(opened: Setup) {
  suite.faults.inject(CHECK, { latency: LATENCY });
  const kernel = await ready(suite, opened);
  const [check] = requestsTo(CHECK);
  const workspaces = requestsTo(WORKSPACES);
  expect(workspaces).toHaveLength(1);
  return { kernel, leftAfterCheck: workspaces[0].at - check.at };
}

describe('pickerContext: the workspaces call beside the account check', () => {
  it('leaves while the check is on its way, and its answer is the context', async () => {
    const { kernel, leftAfterCheck } = await openWithSlowCheck(setup);
    expect(leftAfterCheck).toBeLessThan(LATENCY);
    expect(kernel.context.currentCompanyId).toBe(String(MAIN_COMPANY_ID));
    expect(kernel.context.companies.length).toBeGreaterThan(0);
  });

  it('is dropped for a personal user: nothing logged, none asked once the user is known', async () => {
    suite.setDefaultUser('personal');
    // The workspaces call (refused for a personal account) answers before the check.
    suite.faults.inject(CHECK, { latency: LATENCY });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const client = createRequestClient({ services: suite.urls });
      const build = () =>
        createKernel({ client, sources: setup.sources, storage: null }).use([
          pickerContext(),
          companyTreeSource(),
        ]);
      // A personal user cannot use the company source: init says so, not the companies' call.
      const first = build();
      await first.init();
      expect(first.initError?.message).toBe(MemberMessages.personalUserCompany);
      expect(first.context.isNewCompanyUser).toBe(false);
      expect(first.context.companies).toEqual([]);
      expect(requestsTo(WORKSPACES)).toHaveLength(1);
      // The check's answer is kept per client: a later init knows the user and asks nothing ahead.
      const second = build();
      await second.init();
      expect(second.initError?.message).toBe(MemberMessages.personalUserCompany);
      expect(requestsTo(WORKSPACES)).toHaveLength(1);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('is dropped when the check fails: init reports the check, not the companies', async () => {
    suite.faults.inject(CHECK, { status: 500, latency: 100 });
    suite.faults.inject(WORKSPACES, { latency: 400 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const kernel = makeKernel(suite, setup);
      await kernel.init();
      expect(kernel.status).toBe('error');
      expect(kernel.context.companies).toEqual([]);
      // The dropped call is aborted: its late answer writes nothing and logs nothing.
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(kernel.context.companies).toEqual([]);
      expect(warn).not.toHaveBeenCalledWith(
        '[pickerkit] joined companies could not be loaded:',
        expect.anything(),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('without a source inside a company: asked after the check, for a new-company user only', async () => {
    const { kernel, leftAfterCheck } = await openWithSlowCheck(latestOnly);
    expect(leftAfterCheck).toBeGreaterThanOrEqual(LATENCY);
    expect(kernel.context.currentCompanyId).toBe(String(MAIN_COMPANY_ID));
  });

  it('without a source inside a company, a personal user asks no workspaces call', async () => {
    suite.setDefaultUser('personal');
    const kernel = await ready(suite, latestOnly);
    expect(kernel.context.isNewCompanyUser).toBe(false);
    expect(requestsTo(WORKSPACES)).toHaveLength(0);
  });

  it('is not asked when the companies are not loaded (loadCompanies: false)', async () => {
    const kernel = await ready(suite, { ...setup, context: { loadCompanies: false } });
    expect(kernel.context.user).not.toBeNull();
    expect(requestsTo(WORKSPACES)).toHaveLength(0);
  });
});
