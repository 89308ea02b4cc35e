import { http, HttpResponse } from 'msw';
import { ErrorCodes, PickerError } from '../../../kernel/errors';
import {
  createRequestClient,
  encodePathSegment,
  isAbsoluteUrl,
  path,
} from '../../../kernel/request';
import {
  ACCOUNT,
  PLUS,
  services,
  testEnv,
  useRequestServer,
} from '../../support/requestTestServer';

const server = useRequestServer();

describe('path helpers', () => {
  it('encodes each interpolated id as one segment', () => {
    expect(path`/kdteam/api/v1/team/${'a/b?c#d'}`).toBe('/kdteam/api/v1/team/a%2Fb%3Fc%23d');
    expect(path`/groups/v1/user/companies/${12}/groups/${'g 1'}/tag`).toBe(
      '/groups/v1/user/companies/12/groups/g%201/tag',
    );
  });

  it('refuses empty, "." and ".." segments', () => {
    for (const bad of ['', '.', '..']) {
      expect(() => encodePathSegment(bad)).toThrow(PickerError);
    }
    expect(encodePathSegment('..a')).toBe('..a');
  });

  it('recognises absolute URLs', () => {
    for (const url of [
      'http://x.test/a',
      'HTTPS://x.test',
      '//x.test/a',
      'javascript:alert(1)',
      ' data:text/html,x',
      '/\\x.test',
    ]) {
      expect(isAbsoluteUrl(url)).toBe(true);
    }
    for (const url of ['/api/x', 'compose/v1/users', 'api/a:b']) {
      expect(isAbsoluteUrl(url)).toBe(false);
    }
  });
});

describe('the client and paths', () => {
  it('sends encoded ids as they were encoded', async () => {
    const seen: string[] = [];
    server.use(
      http.get(
        `${PLUS}/groups/v1/companies/:id/users/self/groups/private`,
        ({ request, params }) => {
          seen.push(new URL(request.url).pathname, String(params.id));
          return HttpResponse.json({ groups: [] });
        },
      ),
    );
    const client = createRequestClient({ services, env: testEnv() });
    const [error] = await client.get(
      'plus',
      path`/groups/v1/companies/${'7/../x'}/users/self/groups/private`,
    );
    expect(error).toBeNull();
    expect(seen).toEqual(['/groups/v1/companies/7%2F..%2Fx/users/self/groups/private', '7/../x']);
  });

  it.each([
    'https://evil.test/steal',
    '//evil.test/steal',
    'javascript:alert(1)',
    'http://evil.test',
  ])('never follows the absolute URL %s given as a path', async (bad) => {
    const client = createRequestClient({ services, env: testEnv() });
    const [error, data] = await client.get('account', bad);
    expect(data).toBeUndefined();
    expect(error?.code).toBe(ErrorCodes.PARAM_INVALID);
    expect(error?.message).toContain('must be relative to the service base URL');
    // onUnhandledRequest: 'error' would have failed a request that left the process.
  });

  it('answers a missing service base URL with a message naming the service', async () => {
    const client = createRequestClient({ services: { account: ACCOUNT }, env: testEnv() });
    const [error] = await client.get('directory', '/api/x');
    expect(error?.code).toBe(ErrorCodes.OPTIONS_INVALID);
    expect(error?.message).toContain('"directory"');
  });

  it('uses a per-call base URL: string, function of the service, or object by service', async () => {
    const hits: string[] = [];
    server.use(
      http.get('https://alt.suite.test/*', ({ request }) => {
        hits.push(new URL(request.url).pathname);
        return HttpResponse.json({});
      }),
    );
    const client = createRequestClient({ services, env: testEnv() });
    await client.get('account', '/a', { baseURL: 'https://alt.suite.test/s' });
    await client.get('account', '/b', {
      baseURL: (service) => `https://alt.suite.test/${service}`,
    });
    await client.get('plus', '/c', { baseURL: { plus: 'https://alt.suite.test/p' } });
    expect(hits).toEqual(['/s/a', '/account/b', '/p/c']);
    expect(client.url('account', '/x', { baseURL: { team: 'https://t.test' } })).toBe(
      `${ACCOUNT}/x`,
    );
  });

  it('refuses a base URL with a scheme other than http(s)', async () => {
    const client = createRequestClient({ services, env: testEnv() });
    const [error] = await client.get('account', '/a', { baseURL: 'javascript:alert(1)//' });
    expect(error?.code).toBe(ErrorCodes.OPTIONS_INVALID);
  });
});
