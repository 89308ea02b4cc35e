// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { TRANSFER_WINDOW_PROPERTY, createRequestClient } from '../../../kernel/request';
import {
  ACCOUNT,
  CONFIG,
  FOREIGN,
  services,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[TRANSFER_WINDOW_PROPERTY];
  document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
});

describe('in a page (default environment)', () => {
  it('stores the csrf token in document.cookie and sends it', async () => {
    const tokens: Array<string | null> = [];
    server.use(
      http.post(`${ACCOUNT}/p/auth/check`, ({ request }) => {
        tokens.push(request.headers.get('x-csrftoken'));
        return HttpResponse.json({ userid: 1 });
      }),
    );
    const [error] = await createRequestClient({ services }).post('account', '/p/auth/check');
    expect(error).toBeNull();
    const cookie = /(?:^|; )csrf=([^;]*)/.exec(document.cookie)?.[1];
    expect(cookie).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(tokens).toEqual([cookie]);
  });

  it('refuses an answer the browser fetched from another origin after following a redirect', async () => {
    // What XMLHttpRequest reports after the browser followed the redirect on its own.
    const adapter = async (config: { url?: string }) => ({
      data: '{"items":["planted"]}',
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
      request: { responseURL: `${FOREIGN}/list` },
    });
    const client = createRequestClient({ services, adapter: adapter as never });
    const [error, data] = await client.get('account', '/api/list');
    expect(data).toBeUndefined();
    expect(error?.message).toBe(
      `Redirect refused: ${ACCOUNT} redirected to another origin (${FOREIGN})`,
    );
    const sameOrigin = async (config: { url?: string }) => ({
      ...(await adapter(config)),
      request: { responseURL: `${ACCOUNT}/api/moved` },
    });
    const [, moved] = await createRequestClient({ services, adapter: sameOrigin as never }).get(
      'account',
      '/api/list',
    );
    expect(moved).toEqual({ items: ['planted'] });
  });

  it('reads the transfer setting from window', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(`${ACCOUNT}/api/x`, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({});
      }),
    );
    (window as unknown as Record<string, unknown>)[TRANSFER_WINDOW_PROPERTY] = {
      userId: 'u1',
      companyId: 'c1',
    };
    await createRequestClient({ services }).get('account', '/api/x');
    expect(urls[0].searchParams.get('x-kso-su-user')).toBe('u1');
    expect(urls[0].searchParams.get('x-kso-su-company')).toBe('c1');
  });

  it('caches the UI-kit config in localStorage', async () => {
    let calls = 0;
    server.use(
      http.get(`${CONFIG}/config`, () => {
        calls += 1;
        return HttpResponse.json({ addresses: {}, expiry: 3600 });
      }),
    );
    const uikitConfig = { version: '1.3.13', component: 'picker' };
    await createRequestClient({ services, uikitConfig }).uikitConfig!.ensure();
    const state = await createRequestClient({ services, uikitConfig }).uikitConfig!.ensure();
    expect(state.from).toBe('storage');
    expect(calls).toBe(1);
    expect(localStorage.getItem('pickerkit:uikit-config:picker:1.3.13')).toContain('expiresAt');
  });
});
