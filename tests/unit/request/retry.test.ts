import { http, HttpResponse } from 'msw';
import { CancelledError } from '../../../kernel/errors';
import { COMPANY_SWITCH_RETRY, createRequestClient } from '../../../kernel/request';
import { PLUS, services, testEnv, useRequestServer } from '../../support/requestTestServer';

const server = useRequestServer();
const WORKSPACES = `${PLUS}/compose/v1/users/self/workspaces`;

/** Fails `failures` times with a 500, then answers; records the (fake) time of each call. */
function flaky(failures: number): number[] {
  const times: number[] = [];
  server.use(
    http.get(WORKSPACES, () => {
      times.push(Date.now());
      return times.length <= failures
        ? HttpResponse.json({ result: 'ServerError' }, { status: 500 })
        : HttpResponse.json({ companies: [{ id: 1 }] });
    }),
  );
  return times;
}

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('is the company-switch policy: 6 more tries, 300 ms apart', () => {
    expect(COMPANY_SWITCH_RETRY).toEqual({ times: 6, delayMs: 300 });
    expect(Object.isFrozen(COMPANY_SWITCH_RETRY)).toBe(true);
  });

  it('fails 3 times then succeeds: 4 calls 300 ms apart', async () => {
    const times = flaky(3);
    const client = createRequestClient({ services, env: testEnv() });
    const pending = client.get('plus', '/compose/v1/users/self/workspaces', {
      retry: COMPANY_SWITCH_RETRY,
    });
    await vi.advanceTimersByTimeAsync(3 * 300);
    const [error, data] = await pending;
    expect(error).toBeNull();
    expect(data).toEqual({ companies: [{ id: 1 }] });
    expect(times).toHaveLength(4);
    expect(times.slice(1).map((t, i) => t - times[i])).toEqual([300, 300, 300]);
  });

  it('answers the last error after the policy is spent (7 calls)', async () => {
    const times = flaky(100);
    const client = createRequestClient({ services, env: testEnv() });
    const pending = client.get('plus', '/compose/v1/users/self/workspaces', {
      retry: COMPANY_SWITCH_RETRY,
    });
    await vi.advanceTimersByTimeAsync(10 * 300);
    const [error] = await pending;
    expect(error?.message).toBe('Request failed with status code 500');
    expect(times).toHaveLength(7);
  });

  it('does not retry without a retry option', async () => {
    const times = flaky(1);
    const client = createRequestClient({ services, env: testEnv() });
    const [error] = await client.get('plus', '/compose/v1/users/self/workspaces');
    await vi.advanceTimersByTimeAsync(1000);
    expect(error?.status).toBe(500);
    expect(times).toHaveLength(1);
  });

  it('a cancellation during the wait stops retrying and is thrown', async () => {
    const times = flaky(100);
    const controller = new AbortController();
    const client = createRequestClient({ services, env: testEnv() });
    const pending = client.get('plus', '/compose/v1/users/self/workspaces', {
      retry: COMPANY_SWITCH_RETRY,
      signal: controller.signal,
    });
    const outcome = pending.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(450);
    expect(times).toHaveLength(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await outcome).toBeInstanceOf(CancelledError);
    expect(times).toHaveLength(2);
  });
});
