/** The company-switch retry (member-picker.md section 9) against the suite's workspace call. */
import { CancelledError } from '../../../kernel/errors';
import { COMPANY_SWITCH_RETRY } from '../../../kernel/request';
import { useFakeSuite } from '../../support/fakeSuite';
import { requestsTo, suiteClient } from './helpers';

const suite = useFakeSuite({ size: 'tiny' });
const WORKSPACE = '/directory/svr/v1/users/self/workspace';

describe('company-switch retry', () => {
  it('a fault hitting 3 times: 4 calls, 300 ms apart, then the workspace', async () => {
    suite.faults.inject(WORKSPACE, { status: 503, count: 3 });
    const started = Date.now();
    const [error, data] = await suiteClient(suite).get<{ company_id: number }>(
      'directory',
      '/svr/v1/users/self/workspace',
      { retry: COMPANY_SWITCH_RETRY },
    );
    const elapsed = Date.now() - started;
    expect(error).toBeNull();
    expect(data?.company_id).toBe(8800001);
    const calls = requestsTo(suite, WORKSPACE);
    expect(calls).toHaveLength(4);
    expect(elapsed).toBeGreaterThanOrEqual(3 * 300 - 20);
    for (let i = 1; i < calls.length; i += 1) {
      expect(calls[i].at - calls[i - 1].at).toBeGreaterThanOrEqual(290);
    }
  });

  it('a fault that never ends: 7 calls (1 + 6), the last error returned', async () => {
    suite.faults.inject(WORKSPACE, { status: 500 });
    const [error] = await suiteClient(suite).get('directory', '/svr/v1/users/self/workspace', {
      retry: { ...COMPANY_SWITCH_RETRY, delayMs: 10 },
    });
    expect(error).toMatchObject({ status: 500, result: 'ServerError' });
    expect(requestsTo(suite, WORKSPACE)).toHaveLength(7);
  });

  it('without a retry policy one failure is returned at once', async () => {
    suite.faults.inject(WORKSPACE, { status: 503, count: 1 });
    const [error] = await suiteClient(suite).get('directory', '/svr/v1/users/self/workspace');
    expect(error?.status).toBe(503);
    expect(requestsTo(suite, WORKSPACE)).toHaveLength(1);
  });

  it('aborting during a retry wait throws CancelledError and stops the calls', async () => {
    suite.faults.inject(WORKSPACE, { status: 503 });
    const controller = new AbortController();
    const pending = suiteClient(suite).get('directory', '/svr/v1/users/self/workspace', {
      retry: COMPANY_SWITCH_RETRY,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requestsTo(suite, WORKSPACE)).toHaveLength(1);
  });
});
