import { http, HttpResponse } from 'msw';
import { createRequestClient, memoryCookieJar } from '../../../kernel/request';
import type { HttpMethod } from '../../../kernel/request';
import {
  ACCOUNT,
  FOREIGN,
  services,
  testEnv,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();

interface Seen {
  method: string;
  header: string | null;
  body: string;
}

/** Records what arrives at any method of a URL. */
function record(url: string): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(url, async ({ request }) => {
      seen.push({
        method: request.method,
        header: request.headers.get('x-csrftoken'),
        body: await request.text(),
      });
      return HttpResponse.json({ result: 'ok' });
    }),
  );
  return seen;
}

describe('CSRF token', () => {
  it('creates a 32-character csrf cookie when missing and sends it on POST, PUT and DELETE', async () => {
    const env = testEnv();
    const client = createRequestClient({ services, env });
    const seen = record(`${ACCOUNT}/api/m`);
    for (const method of ['POST', 'PUT', 'DELETE'] as HttpMethod[]) {
      const [error] = await client.request(method, 'account', '/api/m', { data: { a: 1 } });
      expect(error).toBeNull();
    }
    const token = env.cookies.values.get('csrf');
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(seen.map((s) => [s.method, s.header])).toEqual([
      ['POST', token],
      ['PUT', token],
      ['DELETE', token],
    ]);
  });

  it('reuses an existing csrf cookie', async () => {
    const existing = 'abcdefghijABCDEFGHIJ0123456789xy';
    const env = testEnv({ cookies: memoryCookieJar({ csrf: existing }) });
    const seen = record(`${ACCOUNT}/api/m`);
    await createRequestClient({ services, env }).post('account', '/api/m', { data: {} });
    expect(seen[0].header).toBe(existing);
    expect(env.cookies.values.get('csrf')).toBe(existing);
  });

  it('is not sent on GET, and a GET creates no cookie', async () => {
    const env = testEnv();
    const seen = record(`${ACCOUNT}/api/g`);
    await createRequestClient({ services, env }).get('account', '/api/g');
    expect(seen[0].header).toBeNull();
    expect(env.cookies.values.has('csrf')).toBe(false);
  });

  it('goes in the body as csrfmiddlewaretoken for form calls, not in a header', async () => {
    const env = testEnv();
    const seen = record(`${ACCOUNT}/api/contact/relation/last_add`);
    await createRequestClient({ services, env }).post('account', '/api/contact/relation/last_add', {
      data: { user_ids: '1,2' },
      form: true,
    });
    const body = new URLSearchParams(seen[0].body);
    expect(seen[0].header).toBeNull();
    expect(body.get('user_ids')).toBe('1,2');
    expect(body.get('csrfmiddlewaretoken')).toBe(env.cookies.values.get('csrf'));
  });

  it('is never sent to a foreign origin given as a per-call base URL', async () => {
    const env = testEnv();
    const seen = record(`${FOREIGN}/hook`);
    const client = createRequestClient({ services, env });
    await client.post('account', '/hook', { baseURL: FOREIGN, data: { a: 1 } });
    await client.post('account', '/hook', { baseURL: () => FOREIGN, data: { a: 1 }, form: true });
    expect(seen.map((s) => s.header)).toEqual([null, null]);
    expect(new URLSearchParams(seen[1].body).has('csrfmiddlewaretoken')).toBe(false);
  });

  it('is sent to a per-call base URL on the origin of a configured service', async () => {
    const seen = record(`${ACCOUNT}/other/api/m`);
    await createRequestClient({ services, env: testEnv() }).post('plus', '/api/m', {
      baseURL: { plus: `${ACCOUNT}/other` },
      data: {},
    });
    expect(seen[0].header).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
