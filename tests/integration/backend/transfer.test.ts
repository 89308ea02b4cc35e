// Cross-account transfer (union-selector.md section 4; the finder's transfer action): GETs carrying
// x-kso-su-user and x-kso-su-company are answered for that user in that company.
import { describe, expect, it } from 'vitest';
import { specialGroupId } from '../../../sandbox/backend/data/driveCatalog';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const su = (user: number, company?: number): string =>
  `x-kso-su-user=${user}${company === undefined ? '' : `&x-kso-su-company=${company}`}`;

describe('transfer target', () => {
  it('the drive answers for the target user', async () => {
    const mine = await getOk(`${suite.urls.drive}/api/v3/groups/special`);
    expect(mine.id).toBe(specialGroupId('plus'));
    const theirs = await getOk(`${suite.urls.drive}/api/v3/groups/special?${su(1000003, 8800100)}`);
    expect(theirs.id).toBe(specialGroupId('isolated'));
    const files = await getOk(
      `${suite.urls.drive}/api/v5/groups/special/files?count=5&${su(1000003, 8800100)}`,
    );
    for (const f of rows(files, 'files')) expect(f.groupid).toBe(specialGroupId('isolated'));
  });

  it('the team host and the account answer for the target user', async () => {
    suite.setDefaultUser('plus');
    const personal = await getOk(`${suite.urls.team}/kdteam/api/v1/teams?${su(1000001)}`);
    suite.setDefaultUser('personal');
    const asPersonal = await getOk(`${suite.urls.team}/kdteam/api/v1/teams`);
    expect(personal).toEqual(asPersonal);
    suite.setDefaultUser('plus');
    const groups = await getOk(`${suite.urls.account}/api/contact/user/groups?${su(1000003)}`);
    expect(rows(groups, 'data')[0]?.id).toBe(5200001);
  });

  it('x-kso-su-company is the workspace of the answer', async () => {
    const ws = await getOk(
      `${suite.urls.directory}/svr/v1/users/self/workspace?${su(1000002, 8800003)}`,
    );
    expect(ws.company_id).toBe(8800003);
    const drive = await getOk(`${suite.urls.drive}/api/v5/users/workspace?${su(1000002, 8800003)}`);
    expect(drive.company_id).toBe(8800003);
  });

  it('an unknown target or a company the target is not in is refused', async () => {
    const unknown = await call(`${suite.urls.drive}/api/v3/groups/special?${su(4242)}`);
    expect(unknown.status).toBe(403);
    expect(unknown.body.result).toBe('permissionDenied');
    const outside = await call(`${suite.urls.drive}/api/v3/groups/special?${su(1000003, 8800001)}`);
    expect(outside.status).toBe(403);
    expect(outside.body.result).toBe('permissionDenied');
  });

  it('POSTs are not redirected (the parameters apply to GETs only)', async () => {
    const me = await getOk(`${suite.urls.account}/p/auth/check?${su(1000001)}`, {
      method: 'POST',
    });
    expect(me.userid).toBe(1000002);
  });
});
