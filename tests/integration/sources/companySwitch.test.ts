import { describe, expect, it, vi } from 'vitest';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { switchCompany } from '../../../plugins/sources/context';
import { useFakeSuite } from '../../support/fakeSuite';
import { answerWith, ready } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const WORKSPACE = '/directory/svr/v1/users/self/workspace';

describe('switchCompany()', () => {
  it('retries the workspace fetch (300 ms apart) and then shows the new company', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'company' }],
      plugins: [companyTreeSource()],
    });
    await kernel.tabs.loadActive();
    const rootCompanies = () => kernel.sources.state('company').items.map((i) => i.companyId);
    expect(rootCompanies()).toEqual(['8800001']);

    suite.faults.inject(WORKSPACE, { status: 500, count: 3 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const switching = switchCompany(kernel, '8800002');
      await vi.advanceTimersByTimeAsync(3 * 300);
      await switching;
    } finally {
      vi.useRealTimers();
    }
    expect(kernel.context.currentCompanyId).toBe('8800002');
    await vi.waitFor(() => expect(rootCompanies()).toEqual(['8800002']));
  });

  it('gives up after six retries and keeps the current company', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'company', companyId: 8800001 }],
      plugins: [companyTreeSource()],
    });
    suite.faults.inject(WORKSPACE, { status: 500 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let failure: unknown;
    try {
      const switching = switchCompany(kernel, '8800002').catch((error: unknown) => {
        failure = error;
      });
      await vi.advanceTimersByTimeAsync(6 * 300);
      await switching;
    } finally {
      vi.useRealTimers();
    }
    expect((failure as Error).message).toBe('Request failed with status code 500');
    expect(kernel.context.currentCompanyId).toBe('8800001');
  });

  it('refuses a company the user has not joined, before any call', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'company' }],
      plugins: [companyTreeSource()],
    });
    await expect(switchCompany(kernel, '999')).rejects.toThrow(
      /switchCompany: company "999" is not one of the user's joined companies \(8800001, /,
    );
    expect(suite.recorded.requests.some((r) => r.path === WORKSPACE)).toBe(false);
    expect(kernel.context.currentCompanyId).toBe('8800001');
  });

  it('refuses the switch when the fetch reports no company workspace (0)', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'company' }],
      plugins: [companyTreeSource()],
    });
    answerWith(suite, 'directory', '/svr/v1/users/self/workspace', { company_id: 0 });
    await expect(switchCompany(kernel, '8800002')).rejects.toThrow(
      'switchCompany: the suite reports no company workspace for this session; the company was not switched',
    );
    expect(kernel.context.currentCompanyId).toBe('8800001');
  });

  it('resolves with the company shown', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'company' }],
      plugins: [companyTreeSource()],
    });
    await expect(switchCompany(kernel, 8800003)).resolves.toBe('8800003');
    expect(kernel.context.currentCompanyId).toBe('8800003');
  });
});
