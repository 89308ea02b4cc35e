import { http, HttpResponse } from 'msw';
import { ErrorCodes } from '../../../kernel/errors';
import { createRequestClient } from '../../../kernel/request';
import {
  ENCRYPTION_HEADERS,
  aesDecrypt,
  aesEncrypt,
  decryptRequest,
  encryptResponse,
  generateRsaKeyPair,
  isEncryptedRequest,
  rsaDecrypt,
  rsaEncrypt,
  type DecryptedRequest,
} from '../../../kernel/request/crypto';
import {
  CONFIG,
  DRIVE,
  services,
  testEnv,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();
const uikitConfig = { version: '1.3.13', component: 'finder' };
let keys: { publicKey: string; privateKey: string };

beforeAll(async () => {
  keys = await generateRsaKeyPair();
});

function serveConfig(encryption: Record<string, unknown>) {
  server.use(http.get(`${CONFIG}/config`, () => HttpResponse.json({ addresses: {}, encryption })));
}

describe('crypto helpers', () => {
  it('AES-CBC round trip with a 32-character key and a 16-character IV', async () => {
    const session = { key: 'k'.repeat(32), iv: 'i'.repeat(16) };
    const cipher = await aesEncrypt('名前 and text', session);
    expect(cipher).not.toContain('text');
    expect(await aesDecrypt(cipher, session)).toBe('名前 and text');
  });

  it('RSA-OAEP round trip, and "RSA encrypt failed" for a bad key', async () => {
    expect(await rsaDecrypt(await rsaEncrypt('secret', keys.publicKey), keys.privateKey)).toBe(
      'secret',
    );
    await expect(rsaEncrypt('secret', 'not a key')).rejects.toMatchObject({
      message: 'RSA encrypt failed',
    });
  });
});

describe('oem encrypted mode', () => {
  it('encrypts a GET as a POST, the suite decrypts, answers encrypted, the client decrypts', async () => {
    serveConfig({ enabled: true, publicKey: keys.publicKey });
    const seen: Array<{ wire: Request; plain: DecryptedRequest; body: string }> = [];
    server.use(
      http.post(`${DRIVE}/api/v5/groups/:gid/files`, async ({ request }) => {
        const wire = request.clone();
        const body = await request.text();
        const plain = await decryptRequest(request.headers, body, keys.privateKey);
        seen.push({ wire, plain, body });
        const payload = { files: [{ id: 1, fname: 'a.docx' }], next_offset: 20 };
        return new HttpResponse(await encryptResponse(payload, plain.session), {
          headers: { encryption: '1', 'content-type': 'text/plain' },
        });
      }),
    );
    const client = createRequestClient({ release: 'oem', services, uikitConfig, env: testEnv() });
    const [error, data] = await client.get('drive', '/api/v5/groups/9/files', {
      params: { count: 20, offset: 0 },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ files: [{ id: 1, fname: 'a.docx' }], next_offset: 20 });

    const [{ wire, plain, body }] = seen;
    expect(new URL(wire.url).search).toBe('');
    expect(isEncryptedRequest(wire.headers)).toBe(true);
    expect(wire.headers.get(ENCRYPTION_HEADERS.algorithm)).toBe('AES-256-CBC;RSA-OAEP-SHA256');
    expect(body).toBe('');
    expect(plain).toMatchObject({
      method: 'GET',
      api: '/api/v5/groups/9/files',
      query_string: 'count=20&offset=0',
      schema: 'none',
    });
    expect(plain.session.key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(plain.session.iv).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('encrypts a body, with a fresh key per call, and reads a plain answer as usual', async () => {
    serveConfig({ enabled: true, publicKey: keys.publicKey });
    const plains: DecryptedRequest[] = [];
    server.use(
      http.post(`${DRIVE}/api/v5/files/folder`, async ({ request }) => {
        plains.push(await decryptRequest(request.headers, await request.text(), keys.privateKey));
        return HttpResponse.json({ id: 5, groupid: 9 });
      }),
    );
    const client = createRequestClient({ release: 'oem', services, uikitConfig, env: testEnv() });
    const body = { groupid: 9, parentid: 0, name: 'new' };
    expect(await client.post('drive', '/api/v5/files/folder', { data: body })).toEqual([
      null,
      { id: 5, groupid: 9 },
    ]);
    await client.post('drive', '/api/v5/files/folder', { data: body });
    expect(plains[0]).toMatchObject({ method: 'POST', schema: 'json' });
    expect(JSON.parse(plains[0].body)).toEqual(body);
    expect(plains[0].session.key).not.toBe(plains[1].session.key);
  });

  it('decrypts an encrypted error answer to read its result code', async () => {
    serveConfig({ enabled: true, publicKey: keys.publicKey });
    server.use(
      http.post(`${DRIVE}/api/v3/groups/secret/unlock`, async ({ request }) => {
        const plain = await decryptRequest(request.headers, await request.text(), keys.privateKey);
        const answer = await encryptResponse({ result: 'wrongPassword' }, plain.session);
        return new HttpResponse(answer, { status: 403, headers: { encryption: '1' } });
      }),
    );
    const client = createRequestClient({ release: 'oem', services, uikitConfig, env: testEnv() });
    const [error] = await client.put('drive', '/api/v3/groups/secret/unlock', {
      data: { password: 'x' },
    });
    expect(error?.message).toBe('Request failed with status code 403');
    expect(error?.result).toBe('wrongPassword');
  });

  it('answers "RSA encrypt failed" when the public key cannot wrap the parameters', async () => {
    serveConfig({ enabled: true, publicKey: 'broken' });
    const client = createRequestClient({ release: 'oem', services, uikitConfig, env: testEnv() });
    const [error] = await client.get('drive', '/api/v5/groups');
    expect(error?.code).toBe(ErrorCodes.REQUEST_FAILED);
    expect(error?.message).toBe('RSA encrypt failed');
  });

  it('stays plain when the config does not enable it, or outside the oem release', async () => {
    const methods: string[] = [];
    server.use(
      http.all(`${DRIVE}/api/v5/groups`, ({ request }) => {
        methods.push(`${request.method} ${String(isEncryptedRequest(request.headers))}`);
        return HttpResponse.json({ groups: [] });
      }),
    );
    serveConfig({ enabled: false, publicKey: keys.publicKey });
    await createRequestClient({ release: 'oem', services, uikitConfig, env: testEnv() }).get(
      'drive',
      '/api/v5/groups',
    );
    serveConfig({ enabled: true, publicKey: keys.publicKey });
    await createRequestClient({ release: 'default', services, uikitConfig, env: testEnv() }).get(
      'drive',
      '/api/v5/groups',
    );
    expect(methods).toEqual(['GET false', 'GET false']);
  });
});
