/**
 * The oem encrypted mode end to end against the fake suite: the config advertises the suite's
 * public key, the client sends a real data call as an encrypted POST, the suite decrypts it, runs
 * it (faults included) and answers encrypted, and the client reads plain data.
 */
import {
  ENCRYPTION_ALGORITHM,
  decryptResponse,
  encryptRequest,
} from '../../../kernel/request/crypto';
import { memoryCookieJar, type StorageLike, type WindowLike } from '../../../kernel/request';
import { useFakeSuite } from '../../support/fakeSuite';
import { requestsTo, suiteClient, testEnv } from './helpers';

const suite = useFakeSuite({ size: 'tiny' });
const LIST = '/account/api/contact/relation/list';
const LAST_ADD = '/account/api/contact/relation/last_add';
const uikitConfig = { version: '1.3.13', component: 'finder' };

function storage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function oemClient(extra: Parameters<typeof testEnv>[0] = {}) {
  return suiteClient(suite, {
    release: 'oem',
    uikitConfig,
    env: testEnv({ storage: storage(), ...extra }),
  });
}

interface ContactList {
  result: string;
  infos: Array<{ contact_id: number; mark_name: string }>;
  cnt: number;
}

describe('oem encrypted mode against the suite', () => {
  beforeEach(() => suite.setEncryption(true));

  it('the config advertises the suite public key in the shape the client reads', async () => {
    const client = oemClient();
    await client.uikitConfig?.load();
    const { publicKey } = await suite.encryptionKeys();
    expect(client.uikitConfig?.current?.encryption).toEqual({
      enabled: true,
      publicKey,
      algorithm: ENCRYPTION_ALGORITHM,
      keyLength: 32,
      ivLength: 16,
    });
    // The config call itself is never encrypted.
    expect(requestsTo(suite, '/config/config')[0].method).toBe('GET');
  });

  it('GET relation/list with params: an encrypted POST on the wire, plain data for the caller', async () => {
    const [error, data] = await oemClient().get<ContactList>(
      'account',
      '/api/contact/relation/list',
      { params: { page: 1, count: 2 } },
    );
    expect(error).toBeNull();
    expect(data?.result).toBe('ok');
    expect(data?.cnt).toBe(5);
    expect(data?.infos.map((c) => c.contact_id)).toEqual([3000001, 3000002]);
    expect(data?.infos[0].mark_name).toBe('Li Ming (mark)');

    const [wire] = requestsTo(suite, LIST);
    expect(wire.method).toBe('POST');
    expect(wire.query).toEqual({});
    expect(wire.body).toBe('');
    expect(wire.headers['x-uikit_encryption']).toBe('1');
    expect(wire.headers['encryption-algorithm']).toBe('AES-256-CBC;RSA-OAEP-SHA256');
    expect(wire.headers['encryption-parameters']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(wire.headers['api-parameters']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(wire.headers['content-type']).toMatch(/text\/plain/);
    expect(wire.decrypted).toEqual({
      method: 'GET',
      path: LIST,
      query: { page: '1', count: '2' },
      schema: 'none',
      body: '',
    });
  });

  it('a POST with a JSON body: decrypted, applied by the suite, CSRF on the wire', async () => {
    const cookies = memoryCookieJar();
    const [error, data] = await oemClient({ cookies }).post(
      'account',
      '/api/contact/relation/last_add',
      {
        data: { user_ids: '3000004,3000005', source: 'picker' },
      },
    );
    expect(error).toBeNull();
    expect(data).toEqual({ result: 'ok', source: 'picker' });
    expect(suite.recorded.lastAdded('plus')).toEqual([3000004, 3000005]);
    const [wire] = requestsTo(suite, LAST_ADD);
    expect(wire.body).not.toContain('3000004');
    expect(wire.headers['x-csrftoken']).toBe(cookies.get('csrf'));
    expect(wire.decrypted?.schema).toBe('json');
    expect(JSON.parse(wire.decrypted?.body ?? '')).toEqual({
      user_ids: '3000004,3000005',
      source: 'picker',
    });
  });

  it('a form POST: the CSRF field travels inside the encrypted body', async () => {
    const cookies = memoryCookieJar();
    const [error] = await oemClient({ cookies }).post('account', '/api/contact/relation/last_add', {
      data: { user_ids: '3000001' },
      form: true,
    });
    expect(error).toBeNull();
    const [wire] = requestsTo(suite, LAST_ADD);
    expect(wire.decrypted?.schema).toBe('form');
    const form = new URLSearchParams(wire.decrypted?.body);
    expect(form.get('csrfmiddlewaretoken')).toBe(cookies.get('csrf'));
    expect(suite.recorded.lastAdded('plus')).toEqual([3000001]);
  });

  it('cross-account parameters travel in the encrypted query string of a GET', async () => {
    const window: WindowLike = {
      location: { origin: 'http://page.test' },
      __PICKERKIT_TRANSFER__: { userId: 1000002, companyId: 8800001 },
    };
    await oemClient({ window }).get('account', '/api/contact/relation/list');
    const [wire] = requestsTo(suite, LIST);
    expect(wire.query).toEqual({});
    expect(wire.decrypted?.query).toEqual({
      'x-kso-su-user': '1000002',
      'x-kso-su-company': '8800001',
    });
  });

  it('a fault on the original method and path applies; the error answer is decrypted', async () => {
    suite.faults.inject(LIST, { method: 'GET', status: 401 });
    const [error] = await oemClient().get('account', '/api/contact/relation/list');
    expect(error).toMatchObject({
      message: 'Request failed with status code 401',
      status: 401,
      result: 'userNotLogin',
    });
    expect(suite.faults.list()[0].hits).toBe(1);
  });

  it('network, malformed and timeout faults give the same texts as in plain mode', async () => {
    const client = suiteClient(suite, {
      release: 'oem',
      uikitConfig,
      timeouts: { account: 200 },
      env: testEnv({ storage: storage() }),
    });
    suite.faults.inject(LIST, { networkError: true });
    expect((await client.get('account', '/api/contact/relation/list'))[0]?.message).toBe(
      'Network Error',
    );
    suite.faults.inject(LIST, { malformed: true });
    expect((await client.get('account', '/api/contact/relation/list'))[0]).toMatchObject({
      message: 'Malformed JSON response',
      status: 200,
    });
    suite.faults.inject(LIST, { timeout: true });
    expect((await client.get('account', '/api/contact/relation/list'))[0]?.message).toBe(
      'timeout of 200ms exceeded',
    );
  });

  it('outside the oem release, or with the switch off, calls stay plain', async () => {
    await suiteClient(suite, { uikitConfig, env: testEnv({ storage: storage() }) }).get(
      'account',
      '/api/contact/relation/list',
    );
    suite.setEncryption(false);
    await oemClient().get('account', '/api/contact/relation/list');
    expect(requestsTo(suite, LIST).map((r) => [r.method, r.decrypted])).toEqual([
      ['GET', undefined],
      ['GET', undefined],
    ]);
  });
});

describe('the suite side of the wire format', () => {
  it('release=oem advertises the key even with the switch off', async () => {
    const res = await fetch(`${suite.urls.config}/config?version=1&component=x&release=oem`);
    const body = (await res.json()) as { encryption: { enabled: boolean; publicKey: string } };
    expect(body.encryption.enabled).toBe(true);
    expect(body.encryption.publicKey).toBe((await suite.encryptionKeys()).publicKey);
  });

  it('answers with header encryption: 1 and the call key; a call it cannot decrypt is a 400', async () => {
    const { publicKey } = await suite.encryptionKeys();
    const call = await encryptRequest(
      { method: 'GET', api: '/api/contact/relation/list', query_string: 'count=1', schema: 'none' },
      undefined,
      publicKey,
    );
    const res = await fetch(`${suite.urls.account}/api/contact/relation/list`, {
      method: 'POST',
      headers: call.headers,
      body: call.body,
    });
    expect(res.headers.get('encryption')).toBe('1');
    const plain = (await decryptResponse(await res.text(), call.session)) as ContactList;
    expect(plain.infos).toHaveLength(1);

    const bad = await fetch(`${suite.urls.account}/api/contact/relation/list`, {
      method: 'POST',
      headers: { ...call.headers, 'Encryption-Parameters': 'AAAA' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { result: string }).result).toBe('InvalidArgument');
  });
});
