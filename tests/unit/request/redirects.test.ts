/**
 * Redirects in Node: a redirect from the suite's service to another origin is refused before it
 * is followed (the other origin never sees the call, its cookies or its parameters); a redirect
 * within the service's origin is followed as before.
 */
import { http, HttpResponse } from 'msw';
import { createRequestClient } from '../../../kernel/request';
import {
  ACCOUNT,
  FOREIGN,
  services,
  testEnv,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();

describe('redirects (Node)', () => {
  it('refuses a redirect from the service to another origin without following it', async () => {
    const foreign = vi.fn(() => HttpResponse.json({ stolen: true }));
    server.use(
      http.get(`${ACCOUNT}/api/list`, () =>
        HttpResponse.redirect(`${FOREIGN}/collect?from=picker`, 302),
      ),
      http.get(`${FOREIGN}/collect`, foreign),
    );
    const client = createRequestClient({ services, env: testEnv() });
    const [error, data] = await client.get('account', '/api/list');
    expect(data).toBeUndefined();
    expect(error?.code).toBe('REQUEST_FAILED');
    expect(error?.message).toBe(
      `Redirect refused: ${ACCOUNT} redirected to another origin (${FOREIGN})`,
    );
    expect(foreign).not.toHaveBeenCalled();
  });

  it('refuses it for a mutation too', async () => {
    const foreign = vi.fn(() => HttpResponse.json({}));
    server.use(
      http.post(`${ACCOUNT}/api/save`, () => HttpResponse.redirect(`${FOREIGN}/save`, 307)),
      http.post(`${FOREIGN}/save`, foreign),
    );
    const client = createRequestClient({ services, env: testEnv() });
    const [error] = await client.post('account', '/api/save', { data: { a: 1 } });
    expect(error?.message).toMatch(/^Redirect refused/);
    expect(foreign).not.toHaveBeenCalled();
  });

  it('follows a redirect within the same origin', async () => {
    server.use(
      http.get(`${ACCOUNT}/api/old`, () => HttpResponse.redirect(`${ACCOUNT}/api/new`, 301)),
      http.get(`${ACCOUNT}/api/new`, () => HttpResponse.json({ ok: 1 })),
    );
    const client = createRequestClient({ services, env: testEnv() });
    expect(await client.get('account', '/api/old')).toEqual([null, { ok: 1 }]);
  });
});
