// The drive and the member-picker services describe the same companies, and every image URL an
// answer carries is served by the suite itself (the sandbox shows no broken images).
import { describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { getOk, rows } from './helpers';

const suite = useFakeSuite({ size: 'default', seed: 1 });

async function expectImage(url: unknown): Promise<void> {
  expect(String(url).startsWith(`${suite.origin}/`), String(url)).toBe(true);
  const res = await fetch(String(url));
  expect(res.status, String(url)).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
}

describe('one suite, one set of companies', () => {
  it('the drive companies carry the names the plus workspaces give, with served logos', async () => {
    const workspaces = rows(
      await getOk(`${suite.urls.plus}/compose/v1/users/self/workspaces?fields=name,logo`),
      'companies',
    );
    const drive = rows(await getOk(`${suite.urls.drive}/api/v5/companies`), 'companies');
    expect(drive.map((c) => [c.id, c.name])).toEqual(workspaces.map((c) => [c.id, c.name]));
    for (const company of drive.slice(0, 3)) await expectImage(company.logo);
  });

  it('team search by company names the company as the plus service does', async () => {
    const body = await getOk(
      `${suite.urls.drive}/api/v3/search/company/8800001/groups?searchname=team`,
    );
    const [group] = rows(body, 'groups');
    expect(group?.company_name).toBe(suite.dataset.org(8800001)?.company.name);
  });

  it('image thumbnails of files are served by the drive service', async () => {
    const body = await getOk(
      `${suite.urls.drive}/api/v5/search/files?searchname=.png&count=5&include_file=true`,
    );
    const thumbs = rows(body, 'files').map((f) => f.pic_thumbnail);
    expect(thumbs.length).toBeGreaterThan(0);
    for (const url of thumbs) await expectImage(url);
  });
});
