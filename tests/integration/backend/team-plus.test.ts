import { describe, expect, it } from 'vitest';
import { MAIN_COMPANY_ID, RESTRICTED_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, expectUnique, getOk, rows, walkOffset } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const team = (path: string): string => `${suite.urls.team}${path}`;
const plus = (path: string): string => `${suite.urls.plus}${path}`;
const C = MAIN_COMPANY_ID;

describe('team service', () => {
  it('GET /kdteam/api/v1/teams pages with nextOffset -1 at the end', async () => {
    const first = await getOk(team('/kdteam/api/v1/teams?offset=0&count=2'));
    expect(rows(first, 'teams')).toHaveLength(2);
    expect(first.nextOffset).toBe(2);
    const last = await getOk(team('/kdteam/api/v1/teams?offset=2&count=2'));
    expect(last.nextOffset).toBe(-1);
    expect((await call(team('/kdteam/api/v1/teams?count=51'))).status).toBe(400);
  });

  it('GET /kdteam/api/v1/team/{id} reads data with recent_members and user_role', async () => {
    const body = await getOk(team('/kdteam/api/v1/team/5000004'));
    expect(body.data).toMatchObject({ id: 5000004, name: 'Main Co docs team', user_role: 'admin' });
    expect((body.data as { recent_members: unknown[] }).recent_members.length).toBeGreaterThan(0);
    expect(await call(team('/kdteam/api/v1/team/5000001'))).toMatchObject({
      status: 404,
      body: { result: 'groupNotExist' },
    });
  });

  it('team members: paging, role filter (comma list), search', async () => {
    const { all } = await walkOffset(team('/kdteam/api/v1/team/5000005/members'), 'members', 2);
    expect(all).toHaveLength(4);
    expectUnique(all, 'id');
    const owners = rows(
      await getOk(team('/kdteam/api/v1/team/5000005/members?role=owner,admin')),
      'members',
    );
    expect(owners.every((m) => m.role === 'owner' || m.role === 'admin')).toBe(true);
    expect((await call(team('/kdteam/api/v1/team/5000005/members?role=boss'))).status).toBe(400);
    const found = rows(
      await getOk(team('/kdteam/api/v1/team/5000005/members?searchname=ming')),
      'members',
    );
    expect(found[0]?.highlight).toEqual({ name: 'Li <em>Ming</em>' });
  });
});

describe('plus service', () => {
  it('compose/v1/users/self/workspaces lists 12 companies and the workspace', async () => {
    const body = await getOk(
      plus(
        '/compose/v1/users/self/workspaces?comp_status=active&fields=logo,name&extras=with_private&t=1',
      ),
    );
    const companies = rows(body, 'companies');
    expect(companies).toHaveLength(12);
    expect(Object.keys(companies[0] ?? {}).sort()).toEqual(['id', 'logo', 'name']);
    expect(body.workspace).toBe(C);
    expect(body.private).toBeDefined();
    suite.setDefaultUser('personal');
    const personal = await call(plus('/compose/v1/users/self/workspaces'));
    expect(personal.status).toBe(403);
    expect(personal.body.code).toBe(40300002);
  });

  it('custom tags and their members page by offset and limit with total', async () => {
    const tags = await walkOffset(
      plus(`/groups/v1/user/companies/${C}/groups/1/tag`),
      'tags',
      2,
      'limit',
    );
    expect(tags.all.map((t) => t.tag_name)).toEqual(['Managers', 'On call', 'Empty tag']);
    const id = String(tags.all[0]?.tag_id);
    const users = await walkOffset(
      plus(`/groups/v1/user/companies/${C}/groups/1/tag/${id}/user`),
      'users',
      3,
      'limit',
    );
    expect(users.all).toHaveLength(4);
    expect(users.total).toBe(4);
    expect(Object.keys(users.all[0] ?? {}).sort()).toEqual([
      'avatar',
      'tag_id',
      'tag_name',
      'user_id',
      'user_name',
    ]);
  });

  it('private groups, multi-account private groups and spread control', async () => {
    expect(
      rows(await getOk(plus(`/groups/v1/companies/${C}/users/self/groups/private`)), 'groups'),
    ).toHaveLength(1);
    expect(
      rows(
        await getOk(
          plus(
            `/groups/v1/multi/accounts/companies/${C}/groups/private?dst_user_id=5&dst_company_id=${C}`,
          ),
        ),
        'groups',
      )[0],
    ).toMatchObject({ userid: 5 });
    const ctrl = await getOk(
      plus(
        `/drive/v1/user/companies/file/strategy/spread/control?company_id=${C},${RESTRICTED_COMPANY_ID}`,
      ),
    );
    expect(ctrl.spread_ctrls).toEqual([
      { company_id: C, restrict: false },
      { company_id: RESTRICTED_COMPANY_ID, restrict: true },
    ]);
    const many = Array.from({ length: 21 }, (_, i) => C + i).join(',');
    expect(
      (await call(plus(`/drive/v1/user/companies/file/strategy/spread/control?company_id=${many}`)))
        .status,
    ).toBe(400);
  });
});

describe('config and events services', () => {
  it('GET /config/config answers expiry, addresses and encryption for oem', async () => {
    const body = await getOk(`${suite.urls.config}/config?version=1.21.3&component=member-picker`);
    expect(body.expiry).toBe(86400);
    expect(body.addresses).toMatchObject({ account: suite.urls.account, drive: suite.urls.drive });
    expect(body.encryption).toBeUndefined();
    const oem = await getOk(`${suite.urls.config}/config?version=1&component=x&release=oem`);
    expect(oem.encryption).toBeDefined();
    expect((await call(`${suite.urls.config}/config?component=x`)).status).toBe(400);
  });

  it('POST /events/collect records usage events', async () => {
    const res = await call(`${suite.urls.events}/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app_key: 'pickerkit', events: [{ name: 'select', count: 2 }] }),
    });
    expect(res.status).toBe(200);
    expect(suite.recorded.events).toEqual([
      expect.objectContaining({
        user: 'plus',
        body: expect.objectContaining({ app_key: 'pickerkit' }),
      }),
    ]);
    expect(rows(await getOk(`${suite.urls.events}/recorded`), 'events')).toHaveLength(1);
  });

  it('serves avatars as PNG, and answers unknown paths 404 notFound', async () => {
    const res = await fetch(`${suite.urls.account}/avatar/3000001.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await call(`${suite.urls.account}/nope`)).toMatchObject({
      status: 404,
      body: { result: 'notFound' },
    });
  });
});
