// The finder's personal spaces wait neither for the account check nor for the workspace call:
// they are asked beside them, and the entry takes those calls (each space asked once); the user's
// persisted cache remembers them once the check has answered. The workspace call goes beside the
// check too, dropped for a personal user. A failed space still shows the error page, without a
// second request. The account check itself leaves at start, before the
// landing waits for the texts of its language.
import { describe, expect, it } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { finderCaches } from '../../../../plugins/drive/finder-state/cachedCalls';
import { createFinder } from '../../../../presets/finder';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness();
const WORKSPACE = '/directory/svr/v1/users/self/workspace';
const ACCOUNT_CHECK = '/account/p/auth/check';
const SPACES = ['special', 'tmp'].map((alias) => `/drive/api/v3/groups/${alias}`);
const LATENCY = 300;

const requestsTo = (path: string) => suite.recorded.requests.filter((r) => r.path === path);

/**
 * Opens the finder with `slow` answering a latency late: each space is asked once, and within that
 * latency of `slow` (asked after its answer, it would start a whole latency after it).
 */
async function spacesAskedBeside(slow: string) {
  suite.faults.inject(slow, { latency: LATENCY });
  const f = await started();
  expect(f.kernel.router.current?.name).not.toBe('error');
  const call = requestsTo(slow);
  expect(call).toHaveLength(1);
  for (const path of SPACES) {
    const asked = requestsTo(path);
    expect(asked).toHaveLength(1);
    expect(asked[0].at - call[0].at).toBeLessThan(LATENCY);
  }
  return f;
}

describe('the finder entry: spaces beside the workspace call', () => {
  it('asks the spaces while the workspace call is on its way, once each', async () => {
    await spacesAskedBeside(WORKSPACE);
  });

  it('asks the spaces while the account check is on its way, and remembers them for the user', async () => {
    const f = await spacesAskedBeside(ACCOUNT_CHECK);
    const userid = f.kernel.context.user?.userid;
    expect(userid).toBeTruthy();
    expect(finderCaches(f.kernel).persisted.group('special')).toBeTruthy();
  });

  it('asks for the user at start, while the texts of its language still load', async () => {
    const f = createFinder({
      client: createRequestClient({ services: suite.urls }),
      storage: null,
      language: 'en',
    });
    try {
      expect(f.kernel.languages.ready).toBe(false);
      const landing = f.start();
      // Init runs (its account check is on its way) before the landing waits for the texts.
      expect(f.kernel.status).toBe('initialising');
      expect(f.kernel.languages.ready).toBe(false);
      await landing;
      expect(requestsTo(ACCOUNT_CHECK)).toHaveLength(1);
      expect(f.kernel.router.current?.name).not.toBe('error');
    } finally {
      f.dispose();
    }
  });

  it('asks the workspace company while the account check is on its way', async () => {
    suite.faults.inject(ACCOUNT_CHECK, { latency: LATENCY });
    const f = await started();
    expect(f.kernel.router.current?.name).not.toBe('error');
    const [check] = requestsTo(ACCOUNT_CHECK);
    const workspace = requestsTo(WORKSPACE);
    expect(workspace).toHaveLength(1);
    expect(workspace[0].at - check.at).toBeLessThan(LATENCY);
    expect(f.kernel.context.currentCompanyId).toBeTruthy();
  });

  it('drops the workspace call for a personal user: the personal space, no company', async () => {
    suite.setDefaultUser('personal');
    suite.faults.inject(ACCOUNT_CHECK, { latency: LATENCY });
    const f = await started();
    expect(f.kernel.router.current?.name).not.toBe('error');
    expect(f.kernel.context.isNewCompanyUser).toBe(false);
    expect(f.kernel.context.currentCompanyId).toBe('0');
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
  });

  it('a failed space shows the error page and is not asked again', async () => {
    suite.faults.inject(SPACES[0], { status: 500, count: 1 });
    const f = await started();
    expect(f.kernel.router.current?.name).toBe('error');
    expect(requestsTo(SPACES[0])).toHaveLength(1);
  });
});
