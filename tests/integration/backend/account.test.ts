import { describe, expect, it } from 'vitest';
import { IDENTITIES } from '../../../sandbox/backend/data/identities';
import { MAIN_STAFF_FIRST_ID } from '../../../sandbox/backend/data/org';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, expectUnique, getOk, rows, walkOffset, withQuery } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const acc = (path: string): string => `${suite.urls.account}${path}`;
const post = (
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> =>
  call(acc(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('account service', () => {
  it('POST /p/auth/check answers the signed-in user', async () => {
    const body = await getOk(acc('/p/auth/check'), { method: 'POST' });
    expect(body).toMatchObject({
      userid: IDENTITIES.plus.userid,
      nickname: 'Chen Plus',
      is_plus: true,
      companyid: 8800001,
      is_company_account: false,
    });
    expect(String(body.pic)).toMatch(/^http:\/\/suite\.test\/account\/avatar\//);
  });

  it.each(['/api/contact/relation/last_list', '/api/contact/v2/relation/recent/list'])(
    '%s pages recent contacts (recent_id, name, avatar) by offset and count',
    async (path) => {
      const { all, total } = await walkOffset(acc(path), 'infos', 3);
      expect(all).toHaveLength(4);
      expect(total).toBe(4);
      expectUnique(all, 'recent_id');
      expect(Object.keys(all[0] ?? {})).toEqual(
        expect.arrayContaining(['recent_id', 'name', 'avatar']),
      );
    },
  );

  it('POST last_add records user ids at the head of the recent list', async () => {
    const res = await post('/api/contact/relation/last_add', {
      user_ids: '3000006,3000007',
      source: 'picker',
    });
    expect(res.status).toBe(200);
    expect(suite.recorded.lastAdded('plus')).toEqual([3000006, 3000007]);
    const body = await getOk(acc('/api/contact/relation/last_list?count=20'));
    expect(
      rows(body, 'infos')
        .slice(0, 2)
        .map((r) => r.recent_id),
    ).toEqual([3000006, 3000007]);
    expect((await post('/api/contact/relation/last_add', { user_ids: 'a,b' })).body.result).toBe(
      'InvalidArgument',
    );
  });

  it('GET relation/list pages contacts 1-based (infos, cnt)', async () => {
    const seen: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const body = await getOk(withQuery(acc('/api/contact/relation/list'), { page, count: 2 }));
      expect(body.cnt).toBe(5);
      const infos = rows(body, 'infos');
      seen.push(...infos);
      if (infos.length < 2) break;
    }
    expect(seen).toHaveLength(5);
    expectUnique(seen, 'contact_id');
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual([
      'avatar',
      'contact_id',
      'mark_name',
      'nick_name',
    ]);
    expect((await call(withQuery(acc('/api/contact/relation/list'), { page: 0 }))).status).toBe(
      400,
    );
  });

  it('GET relation/search highlights matches', async () => {
    const body = await getOk(
      withQuery(acc('/api/contact/relation/search'), {
        key: 'x',
        searchname: 'ming',
        offset: 0,
        count: 10,
      }),
    );
    const hit = rows(body, 'contacts')[0] as Record<string, { name: string }>;
    expect(hit.highlight?.name).toBe('Li <em>Ming</em> (mark)');
  });

  it('GET user/groups filters by group_type, company_id and source', async () => {
    const teams = rows(await getOk(acc('/api/contact/user/groups?group_type=1')), 'data');
    expect(teams.map((g) => g.name)).toEqual(['Main Co docs team', 'Personal team', 'Yundoc team']);
    const enterprise = rows(
      await getOk(acc('/api/contact/user/groups?group_type=1&company_id=8800001')),
      'data',
    );
    expect(enterprise).toHaveLength(1);
    expect(enterprise[0]).toMatchObject({ user_role: 'admin', status: 1, source: 'kdocs' });
    const groups = rows(
      await getOk(acc('/api/contact/user/groups?group_type=4&source=woa')),
      'data',
    );
    expect(groups.map((g) => g.status)).toEqual([undefined, 1, 2]);
    const { all } = await walkOffset(acc('/api/contact/user/groups'), 'data', 4);
    expect(all).toHaveLength(6);
    expectUnique(all, 'id');
  });

  it('GET v2/group/search and batch/search (defaults sources=woa, group_type=4)', async () => {
    const one = rows(await getOk(acc('/api/contact/v2/group/search?key=chat')), 'data');
    expect(one.map((g) => (g.highlight as { name: string }).name)).toContain(
      'Launch <em>chat</em>',
    );
    const batch = await getOk(acc('/api/contact/v2/group/batch/search?key=chat&offset=0&count=2'));
    const data = batch.data as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(data)).toEqual(['woa']);
    expect(data.woa).toHaveLength(2);
    expect((batch.total as Record<string, number>).woa).toBe(3);
  });

  it('GET group/users/bygroupids gives up to count avatars per group, at most 50 ids', async () => {
    const body = await getOk(
      acc('/api/contact/group/users/bygroupids?sources=woa&group_ids=5000001,5000004&count=2'),
    );
    const data = body.data as Record<string, unknown[]>;
    expect(data['5000001']).toHaveLength(2);
    expect(Object.keys(data)).toEqual(['5000001', '5000004']);
    const ids = Array.from({ length: 51 }, (_, i) => 5000001 + i).join(',');
    expect((await call(acc(`/api/contact/group/users/bygroupids?group_ids=${ids}`))).status).toBe(
      400,
    );
  });

  it('GET group/info and group/users; unknown group is groupNotExist', async () => {
    expect(
      (await getOk(acc('/api/contact/group/info?group_id=5000004&source=kdocs'))).data,
    ).toMatchObject({ id: 5000004 });
    const { all } = await walkOffset(acc('/api/contact/group/users?group_id=5000004'), 'data', 2);
    expect(all[0]).toMatchObject({ userid: IDENTITIES.plus.userid, role: 'admin' });
    expectUnique(all, 'userid');
    const missing = await call(acc('/api/contact/group/info?group_id=1'));
    expect(missing).toMatchObject({ status: 404, body: { result: 'groupNotExist' } });
  });

  it('POST v2/relation/recent/contacts resolves ids, phones and e-mails; unknown probes are UserNotExists', async () => {
    const known = await post('/api/contact/v2/relation/recent/contacts', {
      user_ids: `${MAIN_STAFF_FIRST_ID},13803000002,u3000003@pickerkit.test`,
    });
    expect((known.body.contacts as { userid: number }[]).map((c) => c.userid)).toEqual([
      3000001, 3000002, 3000003,
    ]);
    const koa = await post('/api/contact/v2/relation/recent/contacts', {
      user_ids: '3000006',
      filter: 'koa',
    });
    expect(koa.body.contacts).toHaveLength(1);
    const unknown = await post('/api/contact/v2/relation/recent/contacts', {
      user_ids: '13999999999',
    });
    expect(unknown).toMatchObject({ status: 404, body: { result: 'UserNotExists' } });
    const mail = await post('/api/contact/v2/relation/recent/contacts', {
      user_ids: 'nobody@nowhere.test',
    });
    expect(mail.body.result).toBe('UserNotExists');
  });

  it('GET user/search escapes names inside highlights', async () => {
    const body = await getOk(acc('/api/contact/user/search?searchname=xss'));
    const hit = rows(body, 'users')[0] as { highlight: { name: string }; name: string };
    expect(hit.name).toBe('Xss <img src=x onerror=alert(1)> &amp; Co');
    expect(hit.highlight.name).toBe('<em>Xss</em> &lt;img src=x onerror=alert(1)&gt; &amp;amp; Co');
  });
});
