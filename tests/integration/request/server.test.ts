/**
 * The oem encrypted mode through the suite's loopback HTTP server (real sockets, axios's Node
 * adapter), with its control endpoints for the encryption switch and the recorded requests.
 */
import { startSuiteServer, type SuiteServer } from '../../../sandbox/backend/server/app';
import type { RecordedRequest } from '../../../sandbox/backend/recorder';
import { createRequestClient, type StorageLike } from '../../../kernel/request';
import { testEnv } from './helpers';

let server: SuiteServer;
const uikitConfig = { version: '1.3.13', component: 'finder' };

function storage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function services() {
  return Object.fromEntries(
    ['account', 'team', 'plus', 'directory', 'drive', 'config', 'events'].map((s) => [
      s,
      `${server.url}/${s}`,
    ]),
  );
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}

beforeAll(async () => {
  server = await startSuiteServer({
    port: 0,
    size: 'tiny',
    seed: 1,
    corsOrigin: 'http://127.0.0.1:5999',
    encryption: true,
  });
});
afterEach(() => control('POST', '/__reset'));
afterAll(() => server.close());

describe('the HTTP server in oem mode', () => {
  it('an encrypted data call round trip, seen through GET /__requests', async () => {
    const client = createRequestClient({
      release: 'oem',
      services: services(),
      uikitConfig,
      env: testEnv({ storage: storage() }),
    });
    const [error, data] = await client.get<{ infos: unknown[]; cnt: number }>(
      'account',
      '/api/contact/relation/list',
      { params: { page: 2, count: 2 } },
    );
    expect(error).toBeNull();
    expect(data?.infos).toHaveLength(2);
    expect(data?.cnt).toBe(5);

    const { requests } = (await control('GET', '/__requests')) as { requests: RecordedRequest[] };
    const wire = requests.find((r) => r.path === '/account/api/contact/relation/list');
    expect(wire?.method).toBe('POST');
    expect(wire?.headers['x-uikit_encryption']).toBe('1');
    expect(wire?.decrypted).toMatchObject({ method: 'GET', query: { page: '2', count: '2' } });
  });

  it('faults apply to the decrypted call; a network error drops the socket', async () => {
    const client = createRequestClient({
      release: 'oem',
      services: services(),
      uikitConfig,
      env: testEnv({ storage: storage() }),
    });
    await control('POST', '/__faults', { path: '/account/p/auth/check', status: 401 });
    expect((await client.post('account', '/p/auth/check'))[0]).toMatchObject({
      status: 401,
      result: 'userNotLogin',
    });
    await control('POST', '/__faults', { path: '/account/p/auth/check', networkError: true });
    expect((await client.post('account', '/p/auth/check'))[0]?.message).toBe('Network Error');
  });

  it('POST /__encryption turns the advertising off; the key pair survives a dataset switch', async () => {
    const configUrl = `${server.url}/config/config?version=1&component=x`;
    const first = (await (await fetch(configUrl)).json()) as { encryption?: { publicKey: string } };
    expect(first.encryption?.publicKey).toBeTruthy();
    await control('POST', '/__encryption', { enabled: false });
    expect(
      ((await (await fetch(configUrl)).json()) as { encryption?: unknown }).encryption,
    ).toBeUndefined();
    await control('POST', '/__dataset', { size: 'tiny', seed: 2 });
    const after = (await (await fetch(configUrl)).json()) as { encryption?: { publicKey: string } };
    expect(after.encryption?.publicKey).toBe(first.encryption?.publicKey);
    await control('POST', '/__dataset', { size: 'tiny', seed: 1 });
    expect(await control('POST', '/__encryption', { enabled: 'yes' })).toMatchObject({
      result: 'InvalidArgument',
    });
  });
});
