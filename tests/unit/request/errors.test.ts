import { delay, http, HttpResponse } from 'msw';
import { AxiosError, type AxiosAdapter } from 'axios';
import { CancelledError, ErrorCodes, PickerError } from '../../../kernel/errors';
import { createRequestClient } from '../../../kernel/request';
import {
  ACCOUNT,
  CONFIG,
  DRIVE,
  services,
  testEnv,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();

function client() {
  return createRequestClient({ services, env: testEnv() });
}

describe('request client: the [error, data] pair', () => {
  it('answers data with a null error on a 2xx', async () => {
    server.use(
      http.get(`${ACCOUNT}/api/contact/relation/list`, () => HttpResponse.json({ cnt: 2 })),
    );
    const [error, data] = await client().get('account', '/api/contact/relation/list');
    expect(error).toBeNull();
    expect(data).toEqual({ cnt: 2 });
  });

  it.each([500, 404])('status %i gives "Request failed with status code N"', async (status) => {
    server.use(
      http.get(`${ACCOUNT}/api/x`, () => HttpResponse.json({ result: 'userNotLogin' }, { status })),
    );
    const [error, data] = await client().get('account', '/api/x');
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(PickerError);
    expect(error?.code).toBe(ErrorCodes.REQUEST_FAILED);
    expect(error?.message).toBe(`Request failed with status code ${status}`);
    expect(error?.status).toBe(status);
    expect(error?.result).toBe('userNotLogin');
  });

  it('a status error without a result field has no result', async () => {
    server.use(http.get(`${ACCOUNT}/api/x`, () => new HttpResponse('oops', { status: 502 })));
    const [error] = await client().get('account', '/api/x');
    expect(error?.message).toBe('Request failed with status code 502');
    expect(error?.result).toBeUndefined();
  });

  it('a network failure gives "Network Error"', async () => {
    server.use(http.get(`${ACCOUNT}/api/x`, () => HttpResponse.error()));
    const [error] = await client().get('account', '/api/x');
    expect(error?.message).toBe('Network Error');
    expect(error?.status).toBeUndefined();
  });

  it('an ECONNABORTED failure gives "Request aborted"', async () => {
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(new AxiosError('socket hang up', AxiosError.ECONNABORTED, config));
    const c = createRequestClient({ services, env: testEnv(), adapter });
    const [error] = await c.get('account', '/api/x');
    expect(error?.message).toBe('Request aborted');
  });

  it('a short timeout gives "timeout of {n}ms exceeded"', async () => {
    server.use(
      http.get(`${ACCOUNT}/api/slow`, async () => {
        await delay(400);
        return HttpResponse.json({});
      }),
    );
    const [error] = await client().get('account', '/api/slow', { timeout: 40 });
    expect(error?.message).toBe('timeout of 40ms exceeded');
  });

  describe('default timeouts (fake timers)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it.each([
      ['account', ACCOUNT, 10000],
      ['drive', DRIVE, 5000],
      ['config', CONFIG, 4000],
    ] as const)('%s calls time out after %i ms', async (service, host, ms) => {
      server.use(
        http.get(`${host}/api/hang`, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      let settled = false;
      const pending = client()
        .get(service, '/api/hang')
        .finally(() => {
          settled = true;
        });
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const [error] = await pending;
      expect(error?.message).toBe(`timeout of ${ms}ms exceeded`);
    });
  });

  it('an aborted GET throws a CancelledError instead of answering', async () => {
    server.use(
      http.get(`${ACCOUNT}/api/slow`, async () => {
        await delay(300);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client().get('account', '/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
  });

  it('a GET whose signal is already aborted throws without calling', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().get('account', '/api/never', { signal: controller.signal }),
    ).rejects.toBeInstanceOf(CancelledError);
  });
});
