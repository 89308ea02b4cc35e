import { describe, expect, it } from 'vitest';
import { createDataset } from '../../../sandbox/backend/data/dataset';
import {
  IDENTITIES,
  IP_FORBIDDEN_COMPANY_ID,
  ISOLATED_COMPANY_ID,
  MAIN_COMPANY_ID,
  PLUS_COMPANY_IDS,
} from '../../../sandbox/backend/data/identities';
import { HOSTILE_NAMES } from '../../../sandbox/backend/data/names';
import { createFakeSuite } from '../../../sandbox/backend/suite';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const check = (cookie?: string) =>
  getOk(`${suite.urls.account}/p/auth/check`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });

describe('signed-in user', () => {
  it('follows the pk_user cookie; plus when absent or unknown', async () => {
    expect((await check()).userid).toBe(IDENTITIES.plus.userid);
    expect((await check('pk_user=personal')).userid).toBe(IDENTITIES.personal.userid);
    expect(await check('a=1; pk_user=isolated')).toMatchObject({
      userid: IDENTITIES.isolated.userid,
      is_company_account: true,
    });
    expect((await check('pk_user=nobody')).userid).toBe(IDENTITIES.plus.userid);
  });

  it('setDefaultUser answers cookie-less requests; the cookie still wins; reset between tests', async () => {
    suite.setDefaultUser('personal');
    expect((await check()).userid).toBe(IDENTITIES.personal.userid);
    expect((await check('pk_user=plus')).userid).toBe(IDENTITIES.plus.userid);
    expect(() => suite.setDefaultUser('root' as never)).toThrow();
  });

  it('pk_user=signed_out: every data call answers 401 userNotLogin; config and images still answer', async () => {
    const cookie = { cookie: 'pk_user=signed_out' };
    const expected = {
      status: 401,
      body: { result: 'userNotLogin', msg: 'Account signed out. Please sign in again.' },
    };
    const calls: [string, RequestInit][] = [
      [`${suite.urls.account}/p/auth/check`, { method: 'POST', headers: cookie }],
      [`${suite.urls.account}/api/contact/relation/last_list`, { headers: cookie }],
      [`${suite.urls.team}/kdteam/api/v1/teams`, { headers: cookie }],
      [`${suite.urls.plus}/compose/v1/users/self/workspaces`, { headers: cookie }],
      [`${suite.urls.directory}/api/${MAIN_COMPANY_ID}/department/curlevel`, { headers: cookie }],
      [`${suite.urls.drive}/api/v5/groups/special/files`, { headers: cookie }],
      [`${suite.urls.drive}/api/v3/groups/secret/unlock`, { method: 'PUT', headers: cookie }],
    ];
    for (const [url, init] of calls) expect(await call(url, init), url).toMatchObject(expected);
    const config = await call(`${suite.urls.config}/config?version=1&component=picker`, {
      headers: cookie,
    });
    expect(config.status).toBe(200);
    const avatar = await fetch(`${suite.urls.account}/avatar/1000002.png`, { headers: cookie });
    expect(avatar.status).toBe(200);
    // An injected fault still wins over the session check.
    suite.faults.inject('/account/p/auth/check', { status: 503 });
    expect((await call(calls[0][0], calls[0][1])).status).toBe(503);
  });

  it('company data follows membership: isolated sees only its company; IP-forbidden is refused', async () => {
    const dir = suite.urls.directory;
    const isolated = { headers: { cookie: 'pk_user=isolated' } };
    expect((await call(`${dir}/api/${MAIN_COMPANY_ID}/department/curlevel`, isolated)).status).toBe(
      403,
    );
    expect(
      (await call(`${dir}/api/${ISOLATED_COMPANY_ID}/department/curlevel`, isolated)).status,
    ).toBe(200);
    expect(await call(`${dir}/api/${IP_FORBIDDEN_COMPANY_ID}/department/curlevel`)).toMatchObject({
      status: 403,
      body: { result: 'IpForbidden' },
    });
    expect((await call(`${dir}/api/123/department/curlevel`)).status).toBe(404);
  });
});

describe('dataset', () => {
  it('tiny has the documented fixed records', () => {
    const ds = suite.dataset;
    const main = ds.org(MAIN_COMPANY_ID);
    expect(main?.depts.size).toBe(4);
    expect(main?.staff).toHaveLength(8);
    expect(main?.staff.filter((s) => s.is_external).map((s) => s.name)).toEqual(['Zhao Lei']);
    expect(main?.staff.filter((s) => /[<&]/.test(s.name)).map((s) => s.userid)).toEqual([3000007]);
    expect(ds.companyIds).toHaveLength(13);
    expect(PLUS_COMPANY_IDS.length).toBeGreaterThan(10);
    expect(ds.social('plus')).toMatchObject({
      recent: { length: 4 },
      contacts: { length: 5 },
      chats: { length: 6 },
    });
    expect(ds.groups('plus')).toHaveLength(6);
    expect(ds.tags(MAIN_COMPANY_ID)).toHaveLength(3);
  });

  it('is deterministic for a seed and differs across seeds', () => {
    const a = createDataset('default', 7).org(MAIN_COMPANY_ID);
    const b = createDataset('default', 7).org(MAIN_COMPANY_ID);
    const c = createDataset('default', 8).org(MAIN_COMPANY_ID);
    expect(a?.staff.map((s) => s.name)).toEqual(b?.staff.map((s) => s.name));
    expect(a?.staff.map((s) => s.name)).not.toEqual(c?.staff.map((s) => s.name));
    expect(createDataset('default', 7).social('plus')).toEqual(
      createDataset('default', 7).social('plus'),
    );
  });

  it('default holds a few thousand staff, hostile names, several levels', () => {
    const org = createDataset('default', 1).org(MAIN_COMPANY_ID);
    expect(org?.staff).toHaveLength(3000);
    expect(org?.depts.size).toBe(60);
    for (const name of HOSTILE_NAMES) expect(org?.staff.some((s) => s.name === name)).toBe(true);
    expect(
      Math.max(...[...(org?.depts.values() ?? [])].map((d) => d.level)),
    ).toBeGreaterThanOrEqual(3);
  });

  it('large builds 100,000 staff and 550 departments', () => {
    const ds = createDataset('large', 3);
    const org = ds.org(MAIN_COMPANY_ID);
    ds.social('plus');
    ds.groups('plus');
    expect(org?.staff).toHaveLength(100_000);
    expect(org?.depts.size).toBe(550);
  });

  it('large walks the full staff load (limit 1000, next_comp_uid) without gaps', async () => {
    const big = createFakeSuite({ size: 'large', seed: 1, origin: 'http://large.test' });
    const { getResponse } = await import('msw');
    const org = big.dataset.org(MAIN_COMPANY_ID);
    let cursor = '0';
    let count = 0;
    let last = 0;
    do {
      const url = `${big.urls.directory}/svr/v1/u/companies/${MAIN_COMPANY_ID}/depts/${org?.company.rootDeptId}/users?recursive=true&limit=1000&next_comp_uid=${cursor}`;
      const res = await getResponse(big.handlers, new Request(url));
      const body = (await res?.json()) as { users: { user_id: number }[]; next_comp_uid: string };
      let ordered = true;
      for (const u of body.users) {
        ordered &&= u.user_id > last;
        last = u.user_id;
      }
      expect(ordered, 'ascending, no duplicates').toBe(true);
      count += body.users.length;
      cursor = body.next_comp_uid;
    } while (cursor !== '0');
    expect(count).toBe(100_000);
  });
});
