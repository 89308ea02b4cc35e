// The finder's personal spaces do not wait for the workspace call: they are asked as soon as the
// user is known, beside it, and the entry takes those calls (each space asked once). A failed
// space still shows the error page, without a second request.
import { describe, expect, it } from 'vitest';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness();
const WORKSPACE = '/directory/svr/v1/users/self/workspace';
const SPACES = ['special', 'tmp'].map((alias) => `/drive/api/v3/groups/${alias}`);
const LATENCY = 300;

const requestsTo = (path: string) => suite.recorded.requests.filter((r) => r.path === path);

describe('the finder entry: spaces beside the workspace call', () => {
  it('asks the spaces while the workspace call is on its way, once each', async () => {
    suite.faults.inject(WORKSPACE, { latency: LATENCY });
    const f = await started();
    expect(f.kernel.router.current?.name).not.toBe('error');
    const workspace = requestsTo(WORKSPACE);
    expect(workspace).toHaveLength(1);
    for (const path of SPACES) {
      const asked = requestsTo(path);
      expect(asked).toHaveLength(1);
      // One after the other, the space would start a whole latency after the workspace call.
      expect(asked[0].at - workspace[0].at).toBeLessThan(LATENCY);
    }
  });

  it('a failed space shows the error page and is not asked again', async () => {
    suite.faults.inject(SPACES[0], { status: 500, count: 1 });
    const f = await started();
    expect(f.kernel.router.current?.name).toBe('error');
    expect(requestsTo(SPACES[0])).toHaveLength(1);
  });
});
