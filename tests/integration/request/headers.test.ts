/**
 * What the client puts on the wire, read back from the suite's recorded requests: the CSRF token
 * on mutations only, the cross-account parameters on GETs only, Accept-Language in oversea.
 */
import { http, HttpResponse } from 'msw';
import { memoryCookieJar, type WindowLike } from '../../../kernel/request';
import { useFakeSuite } from '../../support/fakeSuite';
import { requestsTo, suiteClient, testEnv } from './helpers';

const suite = useFakeSuite({ size: 'tiny' });
const CHECK = '/account/p/auth/check';
const LAST_ADD = '/account/api/contact/relation/last_add';
const LIST = '/account/api/contact/relation/list';
const TOKEN = /^[A-Za-z0-9]{32}$/;

describe('CSRF', () => {
  it('a POST carries X-CSRFToken from the csrf cookie (created when missing); a GET does not', async () => {
    const cookies = memoryCookieJar();
    const client = suiteClient(suite, { env: testEnv({ cookies }) });
    expect((await client.post('account', '/p/auth/check'))[0]).toBeNull();
    expect((await client.get('account', '/api/contact/relation/list'))[0]).toBeNull();

    const token = cookies.get('csrf');
    expect(token).toMatch(TOKEN);
    const [post] = requestsTo(suite, CHECK);
    expect(post.method).toBe('POST');
    expect(post.headers['x-csrftoken']).toBe(token);
    const [get] = requestsTo(suite, LIST);
    expect(get.method).toBe('GET');
    expect(get.headers['x-csrftoken']).toBeUndefined();
    expect(get.query.csrfmiddlewaretoken).toBeUndefined();
  });

  it('an existing cookie is reused; a JSON body keeps the token in the header', async () => {
    const token = 'a'.repeat(16) + 'B'.repeat(16);
    const client = suiteClient(suite, {
      env: testEnv({ cookies: memoryCookieJar({ csrf: token }) }),
    });
    const [error] = await client.post('account', '/api/contact/relation/last_add', {
      data: { user_ids: '3000001,3000002' },
    });
    expect(error).toBeNull();
    const [sent] = requestsTo(suite, LAST_ADD);
    expect(sent.headers['x-csrftoken']).toBe(token);
    expect(sent.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(sent.body)).toEqual({ user_ids: '3000001,3000002' });
    expect(suite.recorded.lastAdded('plus')).toEqual([3000001, 3000002]);
  });

  it('a form POST carries csrfmiddlewaretoken in the body instead of the header', async () => {
    const cookies = memoryCookieJar();
    const client = suiteClient(suite, { env: testEnv({ cookies }) });
    const [error] = await client.post('account', '/api/contact/relation/last_add', {
      data: { user_ids: '3000003' },
      form: true,
    });
    expect(error).toBeNull();
    const [sent] = requestsTo(suite, LAST_ADD);
    expect(sent.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(sent.headers['x-csrftoken']).toBeUndefined();
    const form = new URLSearchParams(sent.body);
    expect(form.get('user_ids')).toBe('3000003');
    expect(form.get('csrfmiddlewaretoken')).toBe(cookies.get('csrf'));
    expect(suite.recorded.lastAdded('plus')).toEqual([3000003]);
  });

  it('no token goes to a foreign origin (a base URL outside the suite)', async () => {
    const seen: Array<string | null> = [];
    suite.server.use(
      http.post('http://elsewhere.test/hook', ({ request }) => {
        seen.push(request.headers.get('x-csrftoken'));
        return HttpResponse.json({ result: 'ok' });
      }),
    );
    const cookies = memoryCookieJar();
    const client = suiteClient(suite, { env: testEnv({ cookies }) });
    const [error] = await client.post('account', '/hook', { baseURL: 'http://elsewhere.test' });
    expect(error).toBeNull();
    expect(seen).toEqual([null]);
    expect(cookies.get('csrf')).toBeUndefined();
  });
});

describe('cross-account transfer', () => {
  it('the transfer window property adds x-kso-su-user and x-kso-su-company on GETs only', async () => {
    const window: WindowLike = {
      location: { origin: 'http://page.test' },
      __PICKERKIT_TRANSFER__: { userId: 1000003, companyId: 8800100 },
    };
    const client = suiteClient(suite, { env: testEnv({ window }) });
    expect(
      (await client.get('account', '/api/contact/relation/list', { params: { page: 1 } }))[0],
    ).toBeNull();
    expect((await client.post('account', '/p/auth/check'))[0]).toBeNull();

    const [get] = requestsTo(suite, LIST);
    expect(get.query).toEqual({
      page: '1',
      'x-kso-su-user': '1000003',
      'x-kso-su-company': '8800100',
    });
    const [post] = requestsTo(suite, CHECK);
    expect(post.query).toEqual({});
    expect(post.body).not.toContain('x-kso-su');
  });

  it('is read at call time: setting it later applies to the next GET, clearing it stops it', async () => {
    const window: WindowLike = { location: { origin: 'http://page.test' } };
    const client = suiteClient(suite, { env: testEnv({ window }) });
    await client.get('account', '/api/contact/relation/list');
    window.__PICKERKIT_TRANSFER__ = { userId: '1000001', companyId: '8800001' };
    await client.get('account', '/api/contact/relation/list');
    window.__PICKERKIT_TRANSFER__ = null;
    await client.get('account', '/api/contact/relation/list');
    expect(requestsTo(suite, LIST).map((r) => r.query['x-kso-su-user'])).toEqual([
      undefined,
      '1000001',
      undefined,
    ]);
  });
});

describe('cross-account transfer to other origins', () => {
  it('is never sent to an origin a per-source base URL names, only to the suite', async () => {
    const seen: Array<Record<string, string>> = [];
    suite.server.use(
      http.get('http://elsewhere.test/list', ({ request }) => {
        seen.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ result: 'ok', data: [] });
      }),
    );
    const window: WindowLike = {
      location: { origin: 'http://page.test' },
      __PICKERKIT_TRANSFER__: { userId: 1000003, companyId: 8800100 },
    };
    const client = suiteClient(suite, { env: testEnv({ window }) });
    const [error] = await client.get('account', '/list', {
      baseURL: 'http://elsewhere.test',
      params: { page: 2 },
    });
    expect(error).toBeNull();
    expect(seen).toEqual([{ page: '2' }]);
    await client.get('account', '/api/contact/relation/list');
    expect(requestsTo(suite, LIST)[0].query['x-kso-su-user']).toBe('1000003');
  });
});

describe('Accept-Language', () => {
  it('oversea: from the lang cookie, en-US without it', async () => {
    const withLang = suiteClient(suite, {
      release: 'oversea',
      env: testEnv({ cookies: memoryCookieJar({ lang: 'ja-JP' }) }),
    });
    await withLang.get('account', '/api/contact/relation/list');
    await withLang.post('account', '/p/auth/check');
    await suiteClient(suite, { release: 'oversea' }).get('account', '/api/contact/relation/list');

    expect(requestsTo(suite, LIST).map((r) => r.headers['accept-language'])).toEqual([
      'ja-JP',
      'en-US',
    ]);
    expect(requestsTo(suite, CHECK)[0].headers['accept-language']).toBe('ja-JP');
  });

  it('default release: the client sets no Accept-Language of its own', async () => {
    const client = suiteClient(suite, {
      env: testEnv({ cookies: memoryCookieJar({ lang: 'ja-JP' }) }),
    });
    await client.get('account', '/api/contact/relation/list');
    expect(requestsTo(suite, LIST)[0].headers['accept-language']).not.toBe('ja-JP');
  });
});
