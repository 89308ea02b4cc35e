// Contract tests of the secret space: lock status, unlock attempts and limit, folder creation rules.
import { setupServer } from 'msw/node';
import { driveService } from '../../../sandbox/backend/services/drive';
import type { ServiceContext, SuiteUserKind } from '../../../sandbox/backend/types';
import { SECRET_PASSWORD, secretGroupId } from '../../../sandbox/backend/data/driveCatalog';

const BASE = 'http://suite.test/drive';
let user: SuiteUserKind = 'plus';
const ctx: ServiceContext = { seed: 3, size: 'tiny', userKind: () => user };
const server = setupServer(...driveService.handlers(ctx, BASE));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // A fresh service state (attempt counters, created folders) for every test.
  server.resetHandlers(...driveService.handlers(ctx, BASE));
  user = 'plus';
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
type Body = any;
async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const unlock = (password: string) => call('PUT', '/api/v3/groups/secret/unlock', { password });

describe('secret space', () => {
  it('starts locked; its files are refused until unlocked with the right password', async () => {
    expect((await call('GET', '/api/v3/groups/secret/lock')).body).toMatchObject({
      status: 'lock',
      remaining: 7,
    });
    const refused = await call('GET', '/api/v5/groups/secret/files');
    expect(refused.status).toBe(403);
    expect(refused.body.result).toBe('SecretGroupPermissionDenied');
    const ok = await unlock(SECRET_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      result: 'ok',
      status: 'active',
      groupid: secretGroupId('plus'),
    });
    expect((await call('GET', '/api/v3/groups/secret/lock')).body.status).toBe('active');
    const files = await call('GET', `/api/v5/groups/${secretGroupId('plus')}/files`);
    expect(files.status).toBe(200);
    expect(files.body.files.length).toBeGreaterThan(0);
    await call('PUT', '/api/v3/groups/secret/lock');
    expect((await call('GET', '/api/v3/groups/secret/lock')).body.status).toBe('lock');
  });

  it('counts wrong passwords down per user, then answers the retries limit', async () => {
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const wrong = await unlock('nope');
      expect(wrong.status).toBe(403);
      expect(wrong.body.msg).toEqual(expect.any(String));
      results.push(wrong.body.result);
    }
    expect(results).toEqual([6, 5, 4, 3, 2, 1].map((n) => `SecretGroupPasswordError:${n}`));
    const limit = await unlock('nope');
    expect(limit.body.result).toBe('SecretGroupPasswordRetriesLimitError');
    const evenRight = await unlock(SECRET_PASSWORD);
    expect(evenRight.body.result).toBe('SecretGroupPasswordRetriesLimitError');
    expect((await call('GET', '/api/v3/groups/secret/lock')).body).toMatchObject({
      status: 'lock',
      remaining: 0,
    });
    // The counter belongs to the user: the isolated account still has all its tries.
    user = 'isolated';
    expect((await unlock('nope')).body.result).toBe('SecretGroupPasswordError:6');
  });

  it('rejects an empty password without counting it; refuses low-vip accounts', async () => {
    expect((await unlock('')).body.result).toBe('InvalidArgument');
    expect((await call('GET', '/api/v3/groups/secret/lock')).body.remaining).toBe(7);
    user = 'personal';
    const res = await unlock(SECRET_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.result).toBe('MembershipExpired');
  });
});

describe('POST /api/v5/files/folder', () => {
  const create = (body: Record<string, unknown>) =>
    call('POST', '/api/v5/files/folder', { parsed: true, owner: true, ...body });

  it('creates a folder that then shows up in its parent', async () => {
    const special = (await call('GET', '/api/v3/groups/special')).body;
    const res = await create({ groupid: special.id, name: 'Quarterly' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      groupid: special.id,
      fname: 'Quarterly',
      ftype: 'folder',
    });
    const list = await call('GET', `/api/v5/groups/${special.id}/files?count=100`);
    expect(list.body.files.some((f: Body) => f.id === res.body.id)).toBe(true);
    const inner = await create({ groupid: special.id, parentid: res.body.id, name: 'Inner' });
    expect(inner.body.parentid).toBe(res.body.id);
    const path = await call('GET', `/api/v5/groups/${special.id}/files/${inner.body.id}/path`);
    expect(path.body.path.map((p: Body) => p.fname)).toEqual(['Quarterly', 'Inner']);
  });

  it('answers the name codes', async () => {
    const groupid = (await call('GET', '/api/v3/groups/special')).body.id;
    expect((await create({ groupid, name: '   ' })).body.result).toBe('fileNameEmpty');
    expect((await create({ groupid })).body.result).toBe('fileNameEmpty');
    expect((await create({ groupid, name: 'x'.repeat(101) })).body.result).toBe(
      'fileNameLengthExceed',
    );
    expect((await create({ groupid, name: 'x'.repeat(100) })).status).toBe(200);
    for (const ch of ['\\', '/', ':', '*', '?', '"', '<', '>', '|']) {
      const res = await create({ groupid, name: `a${ch}b` });
      expect(res.status).toBe(400);
      expect(res.body.result).toBe('illegalFname');
    }
    await create({ groupid, name: 'Twice' });
    const conflict = await create({ groupid, name: 'Twice' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.result).toBe('fileNameConflict');
  });

  it('refuses read-only teams and device roots; 404 for unknown groups or parents', async () => {
    const { body } = await call('GET', '/api/v5/groups?count=50');
    const reader = body.groups.find((g: Body) => g.user_role === 'read_member');
    const denied = await create({ groupid: reader.id, name: 'Nope' });
    expect(denied.status).toBe(403);
    expect(denied.body.result).toBe('noNewFilePermission');
    const tmp = (await call('GET', '/api/v3/groups/tmp')).body.id;
    expect((await create({ groupid: tmp, name: 'Nope' })).body.result).toBe('noNewFilePermission');
    expect((await create({ groupid: 12345, name: 'Nope' })).status).toBe(404);
    const special = (await call('GET', '/api/v3/groups/special')).body.id;
    const missing = await create({ groupid: special, parentid: 999, name: 'Nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.result).toBe('fileNotExists');
  });
});
