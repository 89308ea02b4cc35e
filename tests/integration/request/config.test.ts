/**
 * The UI-kit config loaded from the suite's config service: expiry, the storage cache, the
 * addresses it gives, and entryFail before a drive call when it cannot be loaded.
 */
import type { StorageLike } from '../../../kernel/request';
import { useFakeSuite } from '../../support/fakeSuite';
import { requestsTo, suiteClient, testEnv } from './helpers';

const suite = useFakeSuite({ size: 'tiny' });
const CONFIG = '/config/config';
const uikitConfig = { version: '1.3.13', component: 'picker' };
const KEY = 'pickerkit:uikit-config:picker:1.3.13';
const DAY_MS = 86_400 * 1000;

function memoryStorage(): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('UI-kit config from the suite', () => {
  it('is loaded once with version and component, and stored with its expiry', async () => {
    const storage = memoryStorage();
    const now = 1_700_000_000_000;
    const client = suiteClient(suite, { uikitConfig, env: testEnv({ storage, now: () => now }) });
    expect((await client.get('account', '/api/contact/relation/list'))[0]).toBeNull();
    expect((await client.post('account', '/p/auth/check'))[0]).toBeNull();

    const calls = requestsTo(suite, CONFIG);
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toEqual({ version: '1.3.13', component: 'picker' });
    expect(client.uikitConfig?.current).toMatchObject({
      expiry: 86_400,
      addresses: suite.urls,
      zoneGroup: 'DEFAULT',
    });
    const stored = JSON.parse(storage.values.get(KEY) ?? 'null') as {
      expiresAt: number;
      config: { addresses: Record<string, string> };
    };
    expect(stored.expiresAt).toBe(now + DAY_MS);
    expect(stored.config.addresses.drive).toBe(suite.urls.drive);
  });

  it('a stored, unexpired copy is reused by a new client; an expired one is fetched again', async () => {
    const storage = memoryStorage();
    let now = 1_700_000_000_000;
    const env = () => testEnv({ storage, now: () => now });
    await suiteClient(suite, { uikitConfig, env: env() }).get(
      'account',
      '/api/contact/relation/list',
    );
    now += DAY_MS - 1;
    await suiteClient(suite, { uikitConfig, env: env() }).get(
      'account',
      '/api/contact/relation/list',
    );
    expect(requestsTo(suite, CONFIG)).toHaveLength(1);
    now += 2;
    await suiteClient(suite, { uikitConfig, env: env() }).get(
      'account',
      '/api/contact/relation/list',
    );
    expect(requestsTo(suite, CONFIG)).toHaveLength(2);
  });

  it('load(true) fetches even when a copy is stored', async () => {
    const storage = memoryStorage();
    const client = suiteClient(suite, { uikitConfig, env: testEnv({ storage }) });
    await client.get('account', '/api/contact/relation/list');
    const state = await client.uikitConfig?.load(true);
    expect(state).toMatchObject({ ok: true, from: 'network' });
    expect(requestsTo(suite, CONFIG)).toHaveLength(2);
  });

  it('the config addresses are the base URLs when the host gives none', async () => {
    const [error, data] = await suiteClient(suite, {
      uikitConfig,
      env: testEnv({ storage: memoryStorage() }),
    }).get<{ companies: unknown[] }>('drive', '/api/v5/companies');
    expect(error).toBeNull();
    expect(Array.isArray(data?.companies)).toBe(true);
    expect(requestsTo(suite, '/drive/api/v5/companies')).toHaveLength(1);
  });
});

describe('config failure', () => {
  it('a drive call answers entryFail without going out; other services go on', async () => {
    suite.faults.inject(CONFIG, { status: 500 });
    const env = testEnv({ storage: memoryStorage() });
    const client = suiteClient(suite, { uikitConfig, env });

    const [driveError] = await client.get('drive', '/api/v5/groups');
    expect(driveError).toMatchObject({
      message: 'config load failed',
      status: 500,
      result: 'entryFail',
    });
    expect(requestsTo(suite, '/drive/api/v5/groups')).toHaveLength(0);
    expect(env.logger.error).toHaveBeenCalled();

    const [accountError] = await client.get('account', '/api/contact/relation/list');
    expect(accountError).toBeNull();
    expect(client.uikitConfig?.current).toEqual({ addresses: {} });
  });

  it('a network failure of the config is the same entryFail; nothing is stored', async () => {
    suite.faults.inject(CONFIG, { networkError: true });
    const storage = memoryStorage();
    const client = suiteClient(suite, { uikitConfig, env: testEnv({ storage }) });
    const [error] = await client.get('drive', '/api/v5/groups');
    expect(error?.result).toBe('entryFail');
    expect(storage.values.size).toBe(0);
  });

  it('after a failure the next call tries again and then succeeds', async () => {
    suite.faults.inject(CONFIG, { status: 503, count: 1 });
    const client = suiteClient(suite, { uikitConfig, env: testEnv({ storage: memoryStorage() }) });
    expect((await client.get('drive', '/api/v5/groups'))[0]?.result).toBe('entryFail');
    const [error] = await client.get('drive', '/api/v5/groups');
    expect(error).toBeNull();
    expect(requestsTo(suite, CONFIG)).toHaveLength(2);
    expect(requestsTo(suite, '/drive/api/v5/groups')).toHaveLength(1);
  });
});
