import { http, HttpResponse } from 'msw';
import { ErrorCodes } from '../../../kernel/errors';
import { createRequestClient, type StorageLike } from '../../../kernel/request';
import {
  CONFIG,
  DRIVE,
  services,
  testEnv,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const uikitConfig = { version: '1.3.13', component: 'picker' };

function serveConfig(body: () => Response): URL[] {
  const calls: URL[] = [];
  server.use(
    http.get(`${CONFIG}/config`, ({ request }) => {
      calls.push(new URL(request.url));
      return body();
    }),
  );
  return calls;
}

describe('UI-kit config', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('is fetched with version and component, stored, and reused until its expiry', async () => {
    const storage = memoryStorage();
    const calls = serveConfig(() =>
      HttpResponse.json({ expiry: 60, addresses: { team: 'https://team.suite.test' } }),
    );
    const env = () => testEnv({ storage });
    const first = await createRequestClient({
      services,
      uikitConfig,
      env: env(),
    }).uikitConfig!.ensure();
    expect(first).toMatchObject({ ok: true, from: 'network' });
    expect(calls[0].searchParams.get('version')).toBe('1.3.13');
    expect(calls[0].searchParams.get('component')).toBe('picker');

    vi.advanceTimersByTime(59_000);
    const second = await createRequestClient({
      services,
      uikitConfig,
      env: env(),
    }).uikitConfig!.ensure();
    expect(second.from).toBe('storage');
    expect(second.config.addresses.team).toBe('https://team.suite.test');
    expect(calls).toHaveLength(1);

    vi.advanceTimersByTime(2_000);
    const third = await createRequestClient({
      services,
      uikitConfig,
      env: env(),
    }).uikitConfig!.ensure();
    expect(third.from).toBe('network');
    expect(calls).toHaveLength(2);
  });

  it('keeps a config without expiry for 24 hours', async () => {
    const storage = memoryStorage();
    const calls = serveConfig(() => HttpResponse.json({ addresses: {} }));
    const load = () =>
      createRequestClient({
        services,
        uikitConfig,
        env: testEnv({ storage }),
      }).uikitConfig!.ensure();
    await load();
    vi.advanceTimersByTime(24 * 3600 * 1000 - 1000);
    expect((await load()).from).toBe('storage');
    vi.advanceTimersByTime(2000);
    expect((await load()).from).toBe('network');
    expect(calls).toHaveLength(2);
  });

  it('a forced load fetches even when a stored copy is valid', async () => {
    const storage = memoryStorage();
    const calls = serveConfig(() => HttpResponse.json({ addresses: {} }));
    const client = createRequestClient({ services, uikitConfig, env: testEnv({ storage }) });
    await client.uikitConfig!.load();
    expect((await client.uikitConfig!.load()).from).toBe('storage');
    expect((await client.uikitConfig!.load(true)).from).toBe('network');
    expect(calls).toHaveLength(2);
  });

  it('a failure is logged, not stored, and falls back to the minimal config', async () => {
    const storage = memoryStorage();
    serveConfig(() => new HttpResponse(null, { status: 503 }));
    const env = testEnv({ storage });
    const state = await createRequestClient({ services, uikitConfig, env }).uikitConfig!.ensure();
    expect(state).toEqual({ ok: false, from: 'fallback', config: { addresses: {} } });
    expect(env.logger.error).toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('a failure before a drive call answers entryFail with a synthetic 500', async () => {
    serveConfig(() => HttpResponse.error());
    const drive: string[] = [];
    server.use(
      http.get(`${DRIVE}/api/v5/groups`, ({ request }) => {
        drive.push(request.url);
        return HttpResponse.json({ groups: [] });
      }),
    );
    const client = createRequestClient({ services, uikitConfig, env: testEnv() });
    const [error, data] = await client.get('drive', '/api/v5/groups');
    expect(data).toBeUndefined();
    expect(error?.code).toBe(ErrorCodes.REQUEST_FAILED);
    expect(error?.message).toBe('config load failed');
    expect(error?.status).toBe(500);
    expect(error?.result).toBe('entryFail');
    expect(drive).toHaveLength(0);
  });

  it('a failure does not stop calls to other services', async () => {
    serveConfig(() => HttpResponse.error());
    server.use(http.get('https://account.suite.test/api/x', () => HttpResponse.json({ ok: 1 })));
    const client = createRequestClient({ services, uikitConfig, env: testEnv() });
    expect(await client.get('account', '/api/x')).toEqual([null, { ok: 1 }]);
  });

  it('gives base URLs to services the host did not set', async () => {
    serveConfig(() => HttpResponse.json({ addresses: { team: 'https://team.suite.test' } }));
    server.use(
      http.get('https://team.suite.test/kdteam/api/v1/teams', () =>
        HttpResponse.json({ teams: [] }),
      ),
    );
    const client = createRequestClient({ services, uikitConfig, env: testEnv() });
    expect(await client.get('team', '/kdteam/api/v1/teams')).toEqual([null, { teams: [] }]);
  });
});
