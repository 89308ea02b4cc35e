import { http, HttpResponse } from 'msw';
import {
  DEFAULT_REGION,
  DEFAULT_ZONE_GROUP,
  loadServiceConfig,
  SERVICE_CONFIG_STORAGE_KEY,
  SERVICE_CONFIG_VERSION,
} from '../../../kernel/request';
import { useRequestServer } from '../../support/requestTestServer';

const server = useRequestServer();
const PAGE = 'https://docs.suite.test/app/picker';
const page = { location: { href: PAGE, host: 'docs.suite.test', protocol: 'https:' } };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

function privateDeployment(entry: object | null) {
  let pages = 0;
  server.use(
    http.get(PAGE, () => {
      pages += 1;
      return new HttpResponse('', { headers: { 'x-origin': 'http://private.suite.test' } });
    }),
    http.get('http://private.suite.test/encryption/wps-private-entry.json', ({ request }) => {
      expect(new URL(request.url).searchParams.get('_noencryption')).toBe('1');
      return entry ? HttpResponse.json(entry) : new HttpResponse(null, { status: 500 });
    }),
  );
  return () => pages;
}

describe('service config', () => {
  it('is built from the private entry with the defaults of the spec, and stored', async () => {
    privateDeployment({ addresses: { account: 'http://private.suite.test/account' } });
    const storage = memoryStorage();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const config = await loadServiceConfig({
      getWindow: () => page,
      storage,
      logger,
      release: 'default',
      basePath: '/app',
    });
    expect(config).toMatchObject({
      zoneGroup: DEFAULT_ZONE_GROUP,
      region: DEFAULT_REGION,
      addresses: { account: 'http://private.suite.test/account' },
      applications: {},
      releaseShieldConfig: {},
      proto: 'http:',
      props: { release: 'default', basePath: '/app' },
      version: '1.3.13',
      mode: 'private',
    });
    expect(SERVICE_CONFIG_VERSION).toBe('1.3.13');
    expect(storage.map.has(SERVICE_CONFIG_STORAGE_KEY)).toBe(true);
  });

  it('reuses the stored config unless forced', async () => {
    const pages = privateDeployment({ addresses: { account: 'http://p/account' } });
    const storage = memoryStorage();
    const options = { getWindow: () => page, storage, logger: { warn: vi.fn(), error: vi.fn() } };
    await loadServiceConfig(options);
    await loadServiceConfig(options);
    expect(pages()).toBe(1);
    await loadServiceConfig({ ...options, force: true });
    expect(pages()).toBe(2);
  });

  it('a failed entry is logged and falls back to empty addresses, not stored', async () => {
    privateDeployment(null);
    const storage = memoryStorage();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const config = await loadServiceConfig({ getWindow: () => page, storage, logger });
    expect(config).toMatchObject({ addresses: {}, mode: 'fallback' });
    expect(logger.error).toHaveBeenCalled();
    expect(storage.map.has(SERVICE_CONFIG_STORAGE_KEY)).toBe(false);
  });

  it('a page without x-origin is the domestic mode, stored', async () => {
    server.use(http.get(PAGE, () => new HttpResponse('')));
    const storage = memoryStorage();
    const config = await loadServiceConfig({ getWindow: () => page, storage });
    expect(config).toMatchObject({ mode: 'domestic', addresses: {} });
    expect(storage.map.has(SERVICE_CONFIG_STORAGE_KEY)).toBe(true);
  });

  it('an unexpected failure is logged and the minimal config is used, not stored', async () => {
    const storage = memoryStorage();
    const logger = { warn: vi.fn(), error: vi.fn() };
    const config = await loadServiceConfig({
      getWindow: () => page,
      storage,
      logger,
      fetch: (() => {
        throw new Error('boom');
      }) as unknown as typeof fetch,
      pageUrl: undefined,
      release: 'oversea',
      overseaEntryUrl: 'https://entry.suite.test/entry.json',
    });
    expect(config).toMatchObject({ addresses: {}, mode: 'fallback', zoneGroup: 'DEFAULT' });
    expect(logger.error).toHaveBeenCalled();
    expect(storage.map.has(SERVICE_CONFIG_STORAGE_KEY)).toBe(false);
  });
});
