import { http, HttpResponse } from 'msw';
import {
  TRANSFER_WINDOW_PROPERTY,
  createRequestClient,
  memoryCookieJar,
  type WindowLike,
} from '../../../kernel/request';
import { ACCOUNT, services, testEnv, useRequestServer } from '../../support/requestTestServer';

const server = useRequestServer();

function capture(): Request[] {
  const seen: Request[] = [];
  server.use(
    http.all(`${ACCOUNT}/api/*`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({});
    }),
  );
  return seen;
}

describe('cross-account transfer parameters', () => {
  const win: WindowLike = { [TRANSFER_WINDOW_PROPERTY]: { userId: 42, companyId: 'c7' } };

  it('are added to every GET when the window carries the transfer setting', async () => {
    const seen = capture();
    const client = createRequestClient({ services, env: testEnv({ getWindow: () => win }) });
    await client.get('account', '/api/list', { params: { offset: 0 } });
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('x-kso-su-user')).toBe('42');
    expect(url.searchParams.get('x-kso-su-company')).toBe('c7');
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('are never added to POST, PUT or DELETE', async () => {
    const seen = capture();
    const client = createRequestClient({ services, env: testEnv({ getWindow: () => win }) });
    await client.post('account', '/api/a', { data: {} });
    await client.put('account', '/api/b', { data: {} });
    await client.delete('account', '/api/c');
    for (const request of seen) {
      const url = new URL(request.url);
      expect(url.searchParams.has('x-kso-su-user')).toBe(false);
      expect(url.searchParams.has('x-kso-su-company')).toBe(false);
    }
    expect(seen).toHaveLength(3);
  });

  it('are absent without the window setting, and read at call time', async () => {
    const seen = capture();
    const page: WindowLike = {};
    const client = createRequestClient({ services, env: testEnv({ getWindow: () => page }) });
    await client.get('account', '/api/list');
    page[TRANSFER_WINDOW_PROPERTY] = { userId: 'u1', companyId: 9 };
    await client.get('account', '/api/list');
    expect(new URL(seen[0].url).searchParams.has('x-kso-su-user')).toBe(false);
    expect(new URL(seen[1].url).searchParams.get('x-kso-su-company')).toBe('9');
  });
});

describe('Accept-Language', () => {
  it('oversea: taken from the lang cookie', async () => {
    const seen = capture();
    const env = testEnv({ cookies: memoryCookieJar({ lang: 'ja-JP' }) });
    await createRequestClient({ release: 'oversea', services, env }).get('account', '/api/x');
    expect(seen[0].headers.get('accept-language')).toBe('ja-JP');
  });

  it('oversea: en-US without a lang cookie', async () => {
    const seen = capture();
    await createRequestClient({ release: 'oversea', services, env: testEnv() }).post(
      'account',
      '/api/x',
      { data: {} },
    );
    expect(seen[0].headers.get('accept-language')).toBe('en-US');
  });

  it('is not set by the client for the default release', async () => {
    const seen = capture();
    const env = testEnv({ cookies: memoryCookieJar({ lang: 'ja-JP' }) });
    await createRequestClient({ services, env }).get('account', '/api/x');
    expect(seen[0].headers.get('accept-language')).not.toBe('ja-JP');
  });
});

describe('query parameters', () => {
  it('repeats arrays and skips undefined and null', async () => {
    const seen = capture();
    await createRequestClient({ services, env: testEnv() }).get('account', '/api/users', {
      params: { dept_fields: ['abs_path', 'id_path', 'name'], skip: undefined, none: null, n: 0 },
    });
    const url = new URL(seen[0].url);
    expect(url.searchParams.getAll('dept_fields')).toEqual(['abs_path', 'id_path', 'name']);
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(url.searchParams.get('n')).toBe('0');
  });
});
