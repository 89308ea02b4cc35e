// Drive contracts the finder relies on that had no test: restricted metadata, search's default
// page and what it leaves out, corptmp rules, form-encoded bodies, a signed-out session on the
// team-host calls. Devices paged by 200: driveDevicesLarge.test.ts.
import { describe, expect, it } from 'vitest';
import {
  corpSpecialGroupId,
  corpTmpGroupId,
  SECRET_PASSWORD,
  secretGroupId,
  specialGroupId,
} from '../../../sandbox/backend/data/driveCatalog';
import {
  IP_FORBIDDEN_COMPANY_ID,
  MAIN_COMPANY_ID,
  RESTRICTED_COMPANY_ID,
} from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows, type Row } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const drive = (path: string): string => `${suite.urls.drive}${path}`;

async function searchAll(keyword: string): Promise<Row[]> {
  const all: Row[] = [];
  for (let offset = 0; offset >= 0;) {
    const body = await getOk(drive(`/api/v5/search/files?searchname=${keyword}&offset=${offset}`));
    all.push(...rows(body, 'files'));
    offset = Number(body.next_offset);
  }
  return all;
}

describe('drive contracts', () => {
  it('metadata of a file in a restricted enterprise: copy 0, move 0; elsewhere 1', async () => {
    const restricted = rows(
      await getOk(drive(`/api/v5/groups/${corpSpecialGroupId(RESTRICTED_COMPANY_ID)}/files`)),
      'files',
    )[0] as Row;
    const meta = await getOk(drive(`/api/v5/files/${String(restricted.id)}/metadata`));
    expect(meta.file_perms_acl).toMatchObject({ copy: 0, move: 0 });
    const free = rows(
      await getOk(drive(`/api/v5/groups/${corpSpecialGroupId(MAIN_COMPANY_ID)}/files`)),
      'files',
    )[0] as Row;
    const freeMeta = await getOk(drive(`/api/v5/files/${String(free.id)}/metadata`));
    expect(freeMeta.file_perms_acl).toMatchObject({ copy: 1, move: 1 });
  });

  it("search's default page is 100 rows", async () => {
    const body = await getOk(drive('/api/v5/search/files?searchname=e'));
    expect(Number(body.total)).toBeGreaterThan(100);
    expect(rows(body, 'files')).toHaveLength(100);
    expect(body.next_offset).toBe(100);
  });

  it('search leaves out the locked private space and IP-forbidden enterprises', async () => {
    const secret = secretGroupId('plus');
    const forbidden = corpSpecialGroupId(IP_FORBIDDEN_COMPANY_ID);
    const locked = await searchAll('e');
    expect(locked.some((f) => f.groupid === secret)).toBe(false);
    expect(
      locked.some((f) => f.groupid === forbidden || f.corpid === IP_FORBIDDEN_COMPANY_ID),
    ).toBe(false);
    const unlock = await call(drive('/api/v3/groups/secret/unlock'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: SECRET_PASSWORD }),
    });
    expect(unlock.status).toBe(200);
    expect((await searchAll('e')).some((f) => f.groupid === secret)).toBe(true);
    await call(drive('/api/v3/groups/secret/lock'), { method: 'PUT' });
  });

  it('corptmp: empty, no permission to create, folder creation refused', async () => {
    const corptmp = corpTmpGroupId(MAIN_COMPANY_ID);
    expect(rows(await getOk(drive(`/api/v5/groups/${corptmp}/files`)), 'files')).toEqual([]);
    const perm = await getOk(drive(`/api/v5/groups/${corptmp}/root_perm`));
    expect(perm.corp_group_perm).toMatchObject({ new_empty: 0, upload: 0 });
    const made = await call(drive('/api/v5/files/folder'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ groupid: corptmp, parentid: 0, name: 'Nope' }),
    });
    expect(made.status).toBe(403);
    expect(made.body.result).toBe('noNewFilePermission');
  });

  it('form-encoded bodies: folder creation, unlock, save latest folder', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const made = await call(drive('/api/v5/files/folder'), {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        groupid: String(specialGroupId('plus')),
        parentid: '0',
        name: 'Form made',
      }).toString(),
    });
    expect(made.status).toBe(200);
    expect(made.body.fname).toBe('Form made');
    const unlock = await call(drive('/api/v3/groups/secret/unlock'), {
      method: 'PUT',
      headers: form,
      body: new URLSearchParams({ password: SECRET_PASSWORD }).toString(),
    });
    expect(unlock.status).toBe(200);
    const team = rows(await getOk(drive('/kdteam/api/v1/teams')), 'teams')[0] as Row;
    const saved = await call(drive(`/kdteam/api/v1/folder/selector/${String(team.id)}`), {
      method: 'POST',
      headers: form,
      body: 'type=1',
    });
    expect(saved.status).toBe(200);
    const latest = await getOk(drive('/kdteam/api/v1/folder/selector?startTime=0'));
    expect((latest.data as Row[])[0]).toMatchObject({ id: team.id, type: 1 });
    await call(drive('/api/v3/groups/secret/lock'), { method: 'PUT' });
  });

  it('a signed-out session gets 401 userNotLogin on the drive and its /kdteam calls', async () => {
    const out = { headers: { cookie: 'pk_user=signed_out' } };
    for (const path of [
      '/kdteam/api/v1/teams',
      '/kdteam/api/v1/folder/selector',
      '/kdteam/api/v1/favorites',
      '/api/v5/groups',
    ]) {
      const res = await call(drive(path), out);
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({
        result: 'userNotLogin',
        msg: 'Account signed out. Please sign in again.',
      });
    }
  });
});
