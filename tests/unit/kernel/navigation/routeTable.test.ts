import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../../../kernel/errors';
import { RouteTable } from '../../../../kernel/navigation/routeTable';
import type { RouteDefinition } from '../../../../kernel/navigation/routeTypes';

/** The shape of the finder's table (finder.md section 2), nested the way it is there. */
const finderLike: RouteDefinition[] = [
  {
    name: 'root',
    path: '/@uikit',
    children: [
      { name: 'index', path: '' },
      { name: 'Search', path: 'search/:keyword', transient: true },
      { name: 'Device', path: 'device/:deviceid' },
      {
        name: 'company',
        path: 'ent/:cid',
        params: { cid: 'number' },
        children: [
          { name: 'EnterpriseTeams', path: 'teams' },
          {
            name: 'EnterpriseTeamFiles',
            path: 'team/:tid{/:fid}',
            params: { fid: 'number' },
            meta: { list: true },
          },
        ],
      },
      {
        name: 'team',
        path: 'team/:tid',
        children: [{ name: 'TeamFiles', path: 'files{/:fid}', params: { fid: 'number' } }],
      },
    ],
  },
];

function table(routes: RouteDefinition[] = finderLike): RouteTable {
  const result = new RouteTable();
  result.add(routes);
  return result;
}

describe('route table: matching', () => {
  it('matches nested routes with numeric and optional params', () => {
    const routes = table();
    expect(routes.match('/@uikit/ent/3/team/7/12')).toMatchObject({
      name: 'EnterpriseTeamFiles',
      params: { cid: 3, tid: '7', fid: 12 },
      matched: ['root', 'company', 'EnterpriseTeamFiles'],
      meta: { list: true },
      transient: false,
    });
    const withoutFid = routes.match('/@uikit/ent/3/team/7');
    expect(withoutFid?.name).toBe('EnterpriseTeamFiles');
    expect(withoutFid?.params).toEqual({ cid: 3, tid: '7' });
    expect(routes.match('/@uikit/team/t1/files/0')?.params).toEqual({ tid: 't1', fid: 0 });
    expect(routes.match('/@uikit')?.name).toBe('index');
  });

  it('does not match a non-numeric value of a numeric param', () => {
    const routes = table();
    expect(routes.match('/@uikit/ent/3/team/7/abc')).toBeNull();
    expect(routes.match('/@uikit/ent/x/teams')).toBeNull();
    expect(routes.match('/@uikit/team/t1/files/1.5')).toBeNull();
  });

  it('a parent with children matches only through them', () => {
    expect(table().match('/@uikit/ent/3')).toBeNull();
  });

  it('decodes params and reads the query (the first value of a repeated key)', () => {
    const found = table().match('/@uikit/search/%E6%8A%A5%E5%91%8A%20Q3?cid=5&t=1&t=2#top');
    expect(found).toMatchObject({
      name: 'Search',
      path: '/@uikit/search/%E6%8A%A5%E5%91%8A%20Q3',
      params: { keyword: '报告 Q3' },
      query: { cid: '5', t: '1' },
      transient: true,
    });
    expect(found?.href).toBe('/@uikit/search/%E6%8A%A5%E5%91%8A%20Q3?cid=5&t=1');
  });

  it('a custom param parser decides whether the route matches', () => {
    const routes = table([
      {
        name: 'view',
        path: 'view/:mode',
        params: { mode: (raw) => (raw === 'grid' || raw === 'list' ? raw : undefined) },
      },
      { name: 'fallback', path: 'view/:anything' },
    ]);
    expect(routes.match('/view/grid')?.name).toBe('view');
    expect(routes.match('/view/tiles')?.name).toBe('fallback');
  });
});

describe('route table: building hrefs', () => {
  it('builds a route by name with params and a query, leaving out empty values', () => {
    const routes = table();
    expect(
      routes.href({
        name: 'EnterpriseTeamFiles',
        params: { cid: 3, tid: '7', fid: undefined },
        query: { cid: 3, t: null, q: 'a b' },
      }),
    ).toBe('/@uikit/ent/3/team/7?cid=3&q=a+b');
    expect(routes.href({ name: 'Search', params: { keyword: 'a/b' } })).toBe(
      '/@uikit/search/a%2Fb',
    );
    expect(routes.href({ path: '@uikit/ent/1/teams?x=1', query: { y: 2 } })).toBe(
      '/@uikit/ent/1/teams?x=1&y=2',
    );
  });

  it('a missing param or an unknown name is an error that says which', () => {
    const routes = table();
    expect(() => routes.href({ name: 'EnterpriseTeamFiles', params: { cid: 1 } })).toThrow(
      /route "EnterpriseTeamFiles" \(\/@uikit\/ent\/:cid\/team\/:tid\{\/:fid\}\) cannot be built: Missing parameters: tid/,
    );
    expect(() => routes.href({ name: 'Nope' })).toThrow(/no route "Nope" \(routes: index, Search/);
  });
});

describe('route table: definitions are checked when added', () => {
  it.each<[string, RouteDefinition[], RegExp]>([
    ['no name', [{ name: '', path: 'a' }], /a route needs a non-empty name/],
    [
      'a duplicate name',
      [
        { name: 'a', path: 'a' },
        { name: 'a', path: 'b' },
      ],
      /route "a" is defined twice/,
    ],
    [
      'the optional syntax of older versions',
      [{ name: 'files', path: 'team/:tid/:fid?' }],
      /route "files": path "\/team\/:tid\/:fid\?" is not valid .*e\.g\. team\/:tid\{\/:fid\}/,
    ],
    [
      'a param kind for a param the path lacks',
      [{ name: 'a', path: 'a/:id', params: { fid: 'number' } }],
      /route "a": params names "fid", which its path "a\/:id" does not have/,
    ],
    [
      'an unknown param kind',
      [{ name: 'a', path: 'a/:id', params: { id: 'int' as never } }],
      /param "id" has kind "int"; use "string", "number" or a function/,
    ],
    [
      'a guard that is not a function',
      [{ name: 'a', path: 'a', guard: true as never }],
      /route "a": guard must be a function/,
    ],
  ])('rejects %s', (_label, routes, message) => {
    const routesTable = new RouteTable();
    expect(() => routesTable.add(routes)).toThrow(message);
    try {
      routesTable.add(routes);
    } catch (error) {
      expect((error as { code: string }).code).toBe(ErrorCodes.ROUTE_INVALID);
    }
  });

  it('adds nothing from a batch with a wrong route', () => {
    const routes = new RouteTable();
    expect(() =>
      routes.add([
        { name: 'ok', path: 'ok' },
        { name: 'bad', path: 'x/:y?' },
      ]),
    ).toThrow();
    expect(routes.size).toBe(0);
    expect(routes.has('ok')).toBe(false);
    routes.add([{ name: 'ok', path: 'ok' }]);
    expect(routes.match('/ok')?.name).toBe('ok');
  });
});
