/**
 * The typed drive calls of finder.md section 7 (kernel/request/driveSuiteCalls) against the fake
 * suite: what they send, what they answer, and a list that is not an array answered as the error
 * "fetch result must be an array.".
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../../kernel';
import { devicePath, fileValidUsers, linkFolders, roamingV3 } from '../../../kernel/request';
import { useFakeSuite } from '../../support/fakeSuite';
import { requestsTo, suiteClient } from './helpers';

const suite = useFakeSuite({ size: 'default', seed: 1 });

async function driveGet<T>(path: string): Promise<T> {
  const [error, data] = await suiteClient(suite).get<T>('drive', path);
  expect(error).toBeNull();
  return data as T;
}

describe('typed calls of the finder spec', () => {
  it('roaming (v3) answers recent files, newest first, paged by max_mtime and count', async () => {
    const [error, data] = await roamingV3(suiteClient(suite), { count: 5 });
    expect(error).toBeNull();
    expect(data!.list.length).toBeGreaterThan(0);
    expect(data!.list.length).toBeLessThanOrEqual(5);
    const mtimes = data!.list.map((r) => Number(r.mtime));
    expect([...mtimes].sort((a, b) => b - a)).toEqual(mtimes);
    expect(requestsTo(suite, '/drive/api/v3/roaming')[0]?.query).toMatchObject({
      max_mtime: '0',
      count: '5',
    });
  });

  it('link folders answer the link folders pointing at the given teams', async () => {
    const root = await driveGet<{ files: Array<{ ftype: string; linkgroupid: number }> }>(
      '/api/v5/groups/special/files',
    );
    const link = root.files.find((f) => f.ftype === 'linkfolder')!;
    const [error, data] = await linkFolders(suiteClient(suite), [link.linkgroupid, 1]);
    expect(error).toBeNull();
    expect(data!.linkfolders.map((f) => Number(f.linkgroupid))).toContain(link.linkgroupid);
    expect(requestsTo(suite, '/drive/api/v5/groups/linkfolders')[0]?.query.groupids).toBe(
      `${link.linkgroupid},1`,
    );
  });

  it('valid users of a team answer whether everyone may be given its files', async () => {
    const special = await driveGet<{ id: number }>('/api/v3/groups/special');
    const [error, data] = await fileValidUsers(suiteClient(suite), special.id);
    expect(error).toBeNull();
    expect(typeof data!.all).toBe('boolean');
    const [missing] = await fileValidUsers(suiteClient(suite), 1);
    expect(missing).not.toBeNull();
  });

  it("a device's path answers its name", async () => {
    const devices = await driveGet<{ devices: Array<{ id: number; name: string }> }>(
      '/api/v5/groups/tmp/devices',
    );
    const [error, data] = await devicePath(suiteClient(suite), devices.devices[0].id);
    expect(error).toBeNull();
    expect(data!.path.dname).toBe(devices.devices[0].name);
  });

  it('a list that is not an array is the fetch-result error', async () => {
    suite.faults.inject('/drive/api/v3/roaming', { body: { result: 'ok', list: { 0: {} } } });
    suite.faults.inject('/drive/api/v5/groups/linkfolders', { body: { result: 'ok' } });
    const [roamingError] = await roamingV3(suiteClient(suite));
    const [linkError] = await linkFolders(suiteClient(suite), [1]);
    expect(roamingError?.code).toBe(ErrorCodes.FETCH_NOT_ARRAY);
    expect(linkError?.code).toBe(ErrorCodes.FETCH_NOT_ARRAY);
  });
});
