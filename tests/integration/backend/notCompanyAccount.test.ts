// A personal (non-company) account asking for companies: 403 permissionDenied with the numeric
// code 40300002 (finder.md section 6), on every call that lists companies.
import { describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

const NOT_COMPANY = {
  result: 'permissionDenied',
  code: 40300002,
  msg: 'This account does not belong to a company.',
};

describe('40300002 for a personal account', () => {
  it('the joined companies (plus workspaces) answer 403 with code 40300002', async () => {
    suite.setDefaultUser('personal');
    const res = await call(
      `${suite.urls.plus}/compose/v1/users/self/workspaces?comp_status=active&fields=logo,name`,
    );
    expect(res).toEqual({ status: 403, body: NOT_COMPANY });
  });

  it('the drive companies answer the same', async () => {
    suite.setDefaultUser('personal');
    expect(await call(`${suite.urls.drive}/api/v5/companies`)).toEqual({
      status: 403,
      body: NOT_COMPANY,
    });
  });

  it('company member search answers the same', async () => {
    suite.setDefaultUser('personal');
    const res = await call(`${suite.urls.directory}/api/v1/search/members?searchname=li`);
    expect(res).toEqual({ status: 403, body: NOT_COMPANY });
  });

  it('company accounts still get their companies', async () => {
    suite.setDefaultUser('plus');
    const plus = await getOk(`${suite.urls.plus}/compose/v1/users/self/workspaces`);
    expect(rows(plus, 'companies')).toHaveLength(12);
    suite.setDefaultUser('isolated');
    const drive = await getOk(`${suite.urls.drive}/api/v5/companies`);
    expect(rows(drive, 'companies').map((c) => c.id)).toEqual([8800100]);
  });
});
