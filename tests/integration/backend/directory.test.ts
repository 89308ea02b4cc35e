import { describe, expect, it } from 'vitest';
import { IP_FORBIDDEN_COMPANY_ID, MAIN_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { TINY_DEPTS } from '../../../sandbox/backend/data/org';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, expectUnique, getOk, rows, walkOffset, withQuery, type Row } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const dir = (path: string): string => `${suite.urls.directory}${path}`;
const C = MAIN_COMPANY_ID;

describe('directory service: org tree and staff', () => {
  it('GET /api/{comp_id}/department/curlevel: parent_id 0 is the root level', async () => {
    const root = rows(
      await getOk(dir(`/api/${C}/department/curlevel?comp_id=${C}&parent_id=0`)),
      'infos',
    );
    expect(root).toEqual([
      expect.objectContaining({
        id: TINY_DEPTS.root,
        comp_id: C,
        has_children: true,
        parent_id: 0,
      }),
    ]);
    const level2 = rows(
      await getOk(dir(`/api/${C}/department/curlevel?parent_id=${TINY_DEPTS.root}`)),
      'infos',
    );
    expect(level2.map((d) => [d.name, d.has_children])).toEqual([
      ['Engineering', true],
      ['Sales', false],
    ]);
    expect((await call(dir(`/api/${C}/department/curlevel?parent_id=999`))).status).toBe(404);
  });

  it('GET /api/{comp_id}/dept/users pages 1-based (userlist, total)', async () => {
    const seen: Row[] = [];
    for (let page = 1; ; page++) {
      const body = await getOk(
        withQuery(dir(`/api/${C}/dept/users`), {
          comp_id: C,
          dept_id: TINY_DEPTS.root,
          display: 1,
          page,
          count: 2,
        }),
      );
      expect(body.total).toBe(3);
      const list = rows(body, 'userlist');
      seen.push(...list);
      if (list.length < 2) break;
    }
    expect(seen).toHaveLength(3);
    expectUnique(seen, 'userid');
    expect(Object.keys(seen[0] ?? {})).toEqual(
      expect.arrayContaining(['userid', 'user_name', 'avatar']),
    );
  });

  it('GET /svr/v1/u/companies/{id}/depts/{id}/users walks next_comp_uid from "0" to "0"', async () => {
    const base = dir(`/svr/v1/u/companies/${C}/depts/${TINY_DEPTS.root}/users`);
    const all: Row[] = [];
    let cursor = '0';
    let calls = 0;
    do {
      const url = `${base}?offset=0&limit=3&status=active&recursive=true&with_total=true&dept_fields=abs_path&dept_fields=id_path&dept_fields=name&next_comp_uid=${cursor}`;
      const body = await getOk(url);
      expect(body.total).toBe(8);
      all.push(...rows(body, 'users'));
      cursor = String(body.next_comp_uid);
      calls++;
    } while (cursor !== '0' && calls < 10);
    expect(calls).toBe(3);
    expect(all).toHaveLength(8);
    expectUnique(all, 'user_id');
    const frontend = all.find((u) => u.name === 'Wang Fang') as { depts: Row[] };
    expect(frontend.depts[0]).toEqual({
      id: TINY_DEPTS.frontend,
      abs_path: 'Pickerkit Main Co/Engineering/Frontend',
      id_path: `${TINY_DEPTS.root}/${TINY_DEPTS.engineering}/${TINY_DEPTS.frontend}`,
      name: 'Frontend',
    });
    const direct = await getOk(`${base}?limit=1000`);
    expect(rows(direct, 'users')).toHaveLength(3);
    expect(direct.total).toBeUndefined();
    expect((await call(`${base}?limit=1001`)).status).toBe(400);
    expect((await call(`${base}?dept_fields=salary`)).status).toBe(400);
  });

  it('GET /svr/v1/users/self/workspace and the whole org', async () => {
    expect((await getOk(dir('/svr/v1/users/self/workspace'))).company_id).toBe(C);
    const org = await getOk(dir(`/api/v1/companies/${C}/department/org?timestamp=1`));
    expect(rows(org, 'depts')).toHaveLength(4);
  });

  it('back-office: adm curlevel (limit 20, has_user), departments by ids, member search', async () => {
    const adm = await getOk(
      dir(
        `/api/adm/${C}/department/curlevel?comp_id=${C}&parent_id=${TINY_DEPTS.root}&user_display=1&fields=has_user&timestamp=1&offset=0&limit=20`,
      ),
    );
    expect(rows(adm, 'infos').map((d) => d.has_user)).toEqual([true, true]);
    expect((await call(dir(`/api/adm/${C}/department/curlevel?limit=21`))).status).toBe(400);
    const infos = rows(
      await getOk(
        dir(`/api/adm/${C}/departments?dept_ids=${TINY_DEPTS.sales},${TINY_DEPTS.frontend}`),
      ),
      'infos',
    );
    expect(infos.map((d) => d.name)).toEqual(['Sales', 'Frontend']);
    const search = dir(
      `/svr/v1/adm/companies/${C}/members/search?recursive=true&timestamp=1&searchname=n`,
    );
    const { all, total } = await walkOffset(search, 'members', 2, 'limit');
    expect(all.length).toBe(total);
    expectUnique(all, 'id');
  });
});

describe('directory service: search', () => {
  it('company member search honours cropids and highlights user_name', async () => {
    const body = await getOk(
      dir(`/api/v1/search/members?searchname=ming&offset=0&count=20&cropids=${C}`),
    );
    const hits = rows(body, 'members') as { highlight: { user_name: string } }[];
    expect(hits).toHaveLength(1);
    expect(hits[0]?.highlight.user_name).toBe('Li <em>Ming</em>');
    const forbidden = await call(
      dir(`/api/v1/search/members?searchname=a&cropids=${IP_FORBIDDEN_COMPANY_ID}`),
    );
    expect(forbidden).toMatchObject({ status: 403, body: { result: 'IpForbidden' } });
    suite.setDefaultUser('personal');
    expect((await call(dir('/api/v1/search/members?searchname=a'))).status).toBe(403);
  });

  it('department search: query and count', async () => {
    const body = await getOk(dir(`/api/v1/search/depts?query=end&count=5&cropids=${C}`));
    expect(rows(body, 'departments')[0]).toMatchObject({
      name: 'Frontend',
      comp_id: C,
      abs_path: 'Pickerkit Main Co/Engineering/Frontend',
      highlight: { name: 'Front<em>end</em>' },
    });
    expect((await call(dir('/api/v1/search/depts?count=5'))).status).toBe(400);
  });
});

describe('directory service: recent contacts (sequence cursor)', () => {
  async function walkSeq(url: string, key: string): Promise<Row[]> {
    const all: Row[] = [];
    let seq = 0;
    for (let i = 0; i < 20; i++) {
      const body = await getOk(withQuery(url, { next_seq: seq, count: 4 }));
      all.push(...rows(body, key));
      seq = Number(body.next_seq);
      if (seq < 0) return all;
    }
    throw new Error('never finished');
  }

  it('v1 and v2 mixed walk users and group chats to a negative next_seq', async () => {
    for (const path of ['/api/v1/recent/contacts/mixed', '/api/v2/recent/contacts/mixed']) {
      const all = await walkSeq(dir(path), 'contacts');
      expect(all).toHaveLength(6);
      expectUnique(all, 'id');
      expect(all.filter((c) => c.chat_type === 2)).toHaveLength(2);
      expect(all[0]).toEqual(
        expect.objectContaining({
          avatar: { type: 'user', list: [expect.any(String)] },
          next_seq: 60,
        }),
      );
    }
  });

  it('v2 recent contacts: people only, with_dept, and keyword highlights', async () => {
    const people = await walkSeq(
      dir('/api/v2/recent/contacts?chat_type=1&with_dept=true'),
      'contacts',
    );
    expect(people.every((c) => c.chat_type === 1 && typeof c.dept_name === 'string')).toBe(true);
    const hit = rows(await getOk(dir('/api/v2/recent/contacts/mixed?keyword=wang')), 'contacts')[0];
    expect(hit?.highlight).toEqual({ name: '<em>Wang</em> Fang' });
  });

  it('search/chats needs a keyword; a negative next_seq is an empty finished page', async () => {
    expect((await call(dir('/api/v1/search/chats'))).status).toBe(400);
    const chats = await walkSeq(dir('/api/v1/search/chats?keyword=group&chat_types=2'), 'chats');
    expect(chats).toHaveLength(2);
    expect(await getOk(dir('/api/v1/recent/contacts/mixed?next_seq=-1'))).toMatchObject({
      contacts: [],
      next_seq: -1,
    });
  });
});

describe('directory service: collaborators and file-permission members', () => {
  it('collaborators walk the next cursor to -1; a negative offset is empty and finished', async () => {
    const base = dir(
      '/api/v1/shares/7000001/collaborators?with_team_member=false&with_clink_member_flag=false',
    );
    const all: Row[] = [];
    let offset = 0;
    let teams: unknown[] = [];
    while (offset >= 0) {
      const body = await getOk(`${base}&offset=${offset}&count=2`);
      if (offset === 0) teams = rows(body, 'team_collaborators');
      all.push(...rows(body, 'collaborators'));
      offset = Number(body.next);
    }
    expect(all).toHaveLength(5);
    expectUnique(all, 'id');
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['avatar', 'id', 'name', 'permission']);
    expect(teams).toEqual([
      expect.objectContaining({ team_id: 5000004, name: 'Main Co docs team', permission: 'read' }),
    ]);
    expect(await getOk(`${base}&offset=-20`)).toMatchObject({ collaborators: [], next: -1 });
    expect((await call(dir('/api/v1/shares/1/collaborators'))).status).toBe(404);
  });

  it('file-permission members by rw, with search', async () => {
    const url = dir('/api/v1/files/8000001/permission/members?parentid=0');
    expect((await walkOffset(`${url}&rw=read`, 'members', 3)).all).toHaveLength(4);
    expect((await walkOffset(`${url}&rw=write`, 'members', 3)).all).toHaveLength(2);
    const found = rows(await getOk(`${url}&rw=read&searchname=li&offset=0&count=20`), 'members');
    expect(found[0]).toMatchObject({ name: 'Li Ming', highlight: { name: '<em>Li</em> Ming' } });
    expect((await call(`${url}&rw=admin`)).status).toBe(400);
  });
});
