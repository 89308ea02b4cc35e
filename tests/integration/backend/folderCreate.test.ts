// POST /api/v5/files/folder as finder.md section 7 passes it: groupid, parentid (default 0),
// parsed true, owner true and name as query parameters.
import { describe, expect, it } from 'vitest';
import { specialGroupId } from '../../../sandbox/backend/data/driveCatalog';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const folderUrl = (params: Record<string, string | number | boolean>): string => {
  const url = new URL(`${suite.urls.drive}/api/v5/files/folder`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
};

describe('folder creation with query parameters', () => {
  it('creates from the query string alone', async () => {
    const gid = specialGroupId('plus');
    const res = await call(folderUrl({ groupid: gid, name: 'From the query' }), {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'ok', groupid: gid, parentid: 0 });
    const root = rows(
      await getOk(`${suite.urls.drive}/api/v5/groups/special/files?count=200`),
      'files',
    );
    expect(root.find((f) => f.id === res.body.id)?.fname).toBe('From the query');
  });

  it('parsed=true (as the spec always sends it) still answers fileNameConflict for a taken name', async () => {
    const gid = specialGroupId('plus');
    const first = await call(folderUrl({ groupid: gid, name: 'Twice', parsed: true }), {
      method: 'POST',
    });
    expect(first.status).toBe(200);
    const again = await call(folderUrl({ groupid: gid, name: 'Twice', parsed: true }), {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe('fileNameConflict');
  });

  it('owner=true answers the owner of the new folder', async () => {
    const gid = specialGroupId('plus');
    const withOwner = await call(folderUrl({ groupid: gid, name: 'Owned', owner: true }), {
      method: 'POST',
    });
    expect(withOwner.body.owner).toMatchObject({ id: 1000002, name: 'Chen Plus' });
    const without = await call(folderUrl({ groupid: gid, name: 'Unowned' }), { method: 'POST' });
    expect(without.body).not.toHaveProperty('owner');
  });

  it('the spec call: groupid, parentid, parsed, owner and name all in the query', async () => {
    const gid = specialGroupId('plus');
    const res = await call(
      folderUrl({ groupid: gid, parentid: 0, parsed: true, owner: true, name: 'Spec call' }),
      { method: 'POST' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ groupid: gid, fname: 'Spec call', owner: { id: 1000002 } });
  });
});
