// The fake drive's file_perms_acl {copy, move}, in listings and metadata alike: a file shared
// with the user may be copied but not moved; files of a restricted enterprise neither.
import { setupServer } from 'msw/node';
import { corpSpecialGroupId, specialGroupId } from '../../../sandbox/backend/data/driveCatalog';
import { driveService } from '../../../sandbox/backend/services/drive';
import type { ServiceContext, SuiteUserKind } from '../../../sandbox/backend/types';

const BASE = 'http://suite.test/drive';
const user: SuiteUserKind = 'plus';
const ctx: ServiceContext = { seed: 1, size: 'tiny', userKind: () => user };
const server = setupServer(...driveService.handlers(ctx, BASE));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Row {
  id: number;
  ftype: string;
  file_perms_acl: { copy: number; move: number };
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('file_perms_acl', () => {
  it('a listed sharefile may be copied, not moved; other files both; metadata agrees', async () => {
    const { files } = await get<{ files: Row[] }>(
      `/api/v5/groups/${specialGroupId(user)}/files?count=100`,
    );
    const shared = files.find((f) => f.ftype === 'sharefile')!;
    const own = files.find((f) => f.ftype === 'file')!;
    expect(shared.file_perms_acl).toMatchObject({ copy: 1, move: 0 });
    expect(own.file_perms_acl).toMatchObject({ copy: 1, move: 1 });
    const meta = await get<{ file_perms_acl: Row['file_perms_acl'] }>(
      `/api/v5/files/${shared.id}/metadata`,
    );
    expect(meta.file_perms_acl).toEqual(shared.file_perms_acl);
  });

  it('files of a restricted enterprise may be neither copied nor moved', async () => {
    const { files } = await get<{ files: Row[] }>(
      `/api/v5/groups/${corpSpecialGroupId(8800012)}/files?count=100`,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.file_perms_acl).toMatchObject({ copy: 0, move: 0 });
  });
});
