// Contract tests of the drive service: folder listings, metadata, paths, devices, group calls.
import { setupServer } from 'msw/node';
import { driveService } from '../../../sandbox/backend/services/drive';
import type { ServiceContext, SuiteUserKind } from '../../../sandbox/backend/types';
import { specialGroupId, tmpGroupId } from '../../../sandbox/backend/data/driveCatalog';

const BASE = 'http://suite.test/drive';
let user: SuiteUserKind = 'plus';
const ctx: ServiceContext = { seed: 7, size: 'default', userKind: () => user };
const server = setupServer(...driveService.handlers(ctx, BASE));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  user = 'plus';
});
afterAll(() => server.close());

interface FileRow {
  id: number;
  fname: string;
  ftype: string;
  groupid: number;
  parentid: number;
  mtime: number;
  linkgroupid: number;
  ext: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
type Body = any;
async function get(path: string): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.json() };
}

async function walkByOffset(path: string, count: number): Promise<FileRow[]> {
  const all: FileRow[] = [];
  let offset = 0;
  for (let guard = 0; guard < 1000 && offset !== -1; guard += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await get(`${path}${sep}count=${count}&offset=${offset}`);
    expect(status).toBe(200);
    expect(body.files.length).toBeLessThanOrEqual(count);
    all.push(...body.files);
    offset = body.next_offset;
  }
  return all;
}

describe('GET /api/v5/groups/special/files and /groups/{gid}/files', () => {
  it('pages the special group by next_offset to the end without duplicates or gaps', async () => {
    const files = await walkByOffset('/api/v5/groups/special/files?linkgroup=false', 20);
    const ids = files.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(files.every((f) => f.groupid === specialGroupId('plus') && f.parentid === 0)).toBe(true);
    const again = await walkByOffset(`/api/v5/groups/${specialGroupId('plus')}/files`, 33);
    expect(again.map((f) => f.id).sort()).toEqual([...ids].sort());
  });

  it('defaults to pages of 20 and also pages by next_filter', async () => {
    const first = await get('/api/v5/groups/special/files');
    expect(first.body.files).toHaveLength(20);
    expect(typeof first.body.next_filter).toBe('string');
    const seen = new Set<number>(first.body.files.map((f: FileRow) => f.id));
    let filter: string = first.body.next_filter;
    let pages = 1;
    while (filter !== '') {
      const { body } = await get(
        `/api/v5/groups/special/files?filter=${encodeURIComponent(filter)}`,
      );
      for (const f of body.files as FileRow[]) {
        expect(seen.has(f.id)).toBe(false);
        seen.add(f.id);
      }
      filter = body.next_filter;
      if (filter === '') expect(body.next_offset).toBe(-1);
      pages += 1;
    }
    expect(pages).toBeGreaterThan(2);
    const all = await walkByOffset('/api/v5/groups/special/files', 50);
    expect(seen.size).toBe(all.length);
  });

  it('lists every ftype and type group at the root, folders first, mtime descending', async () => {
    const files = await walkByOffset('/api/v5/groups/special/files', 100);
    const ftypes = new Set(files.map((f) => f.ftype));
    for (const t of ['file', 'sharefile', 'link', 'folder', 'sharefolder', 'linkfolder'])
      expect(ftypes).toContain(t);
    expect(files.some((f) => f.fname === 'Plan.docx.link' && f.ext === 'docx')).toBe(true);
    expect(files.some((f) => f.fname.includes('<img src=x onerror=alert(1)>'))).toBe(true);
    const link = files.find((f) => f.ftype === 'linkfolder') as FileRow;
    expect(link.linkgroupid).toBeGreaterThan(0);
    const firstFile = files.findIndex(
      (f) => !['folder', 'sharefolder', 'linkfolder'].includes(f.ftype),
    );
    const plain = files.slice(firstFile);
    expect(plain.every((f) => !['folder', 'sharefolder', 'linkfolder'].includes(f.ftype))).toBe(
      true,
    );
    for (let i = 1; i < plain.length; i += 1)
      expect(plain[i - 1].mtime).toBeGreaterThanOrEqual(plain[i].mtime);
    const exts = new Set(files.map((f) => f.ext));
    for (const e of ['pdf', 'todo', 'meeting', 'pos'])
      expect([...exts].some((x) => x === e)).toBe(true);
  });

  it('opens folders several levels deep with parentid', async () => {
    let parentid = 0;
    let depth = 0;
    for (; depth < 5; depth += 1) {
      const { body } = await get(`/api/v5/groups/special/files?parentid=${parentid}&count=100`);
      const folder = (body.files as FileRow[]).find((f) => f.ftype === 'folder');
      if (!folder) break;
      expect(folder.parentid).toBe(parentid);
      parentid = folder.id;
    }
    expect(depth).toBeGreaterThanOrEqual(3);
  });

  it('honours order and linkgroup', async () => {
    const asc = await get(
      '/api/v5/groups/special/files?order_by=fname&order=ASC&count=100&linkgroup=true',
    );
    expect(asc.body.files[0].ftype).toBe('linkfolder');
  });

  it('answers 404 for unknown groups and parents, 400 for a bad filter', async () => {
    expect((await get('/api/v5/groups/999999/files')).body.result).toBe('groupNotExist');
    const missing = await get('/api/v5/groups/special/files?parentid=123');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ result: 'fileNotExists', msg: expect.any(String) });
    expect((await get('/api/v5/groups/special/files?filter=nonsense')).status).toBe(400);
  });

  it('refuses the IP-forbidden company space', async () => {
    const { body } = await get('/api/v5/companies');
    const forbidden = body.companies.find((c: Body) => c.view_status[0].status === 'ip_forbidden');
    const res = await get(`/api/v5/groups/${forbidden.corpspecial.id}/files`);
    expect(res.status).toBe(403);
    expect(res.body.result).toBe('IpForbidden');
  });
});

describe('metadata and paths', () => {
  it('GET /api/v5/files/{id}/metadata with include=group', async () => {
    const { body: list } = await get('/api/v5/groups/special/files?count=100');
    const file = (list.files as FileRow[]).find((f) => f.ftype === 'file') as FileRow;
    const { status, body } = await get(`/api/v5/files/${file.id}/metadata?include=group`);
    expect(status).toBe(200);
    expect(body.fileinfo).toMatchObject({
      fname: file.fname,
      ftype: 'file',
      groupid: file.groupid,
      parentid: 0,
    });
    expect(body.groupinfo).toMatchObject({ corpid: 0 });
    expect(body.file_perms_acl).toEqual(expect.objectContaining({ copy: 1, move: 1 }));
    expect(body.user_acl).toEqual(expect.objectContaining({ read: 1 }));
    const plain = await get(`/api/v5/files/${file.id}/metadata`);
    expect(plain.body.groupinfo).toBeUndefined();
    expect((await get('/api/v5/files/42/metadata')).status).toBe(404);
  });

  it('GET /api/v5/groups/{id}/files/{fileId}/path and /files/{id}/folder_path', async () => {
    const { body: root } = await get('/api/v5/groups/special/files?count=100');
    const folder = (root.files as FileRow[]).find((f) => f.ftype === 'folder') as FileRow;
    const { body: inner } = await get(`/api/v5/groups/special/files?parentid=${folder.id}`);
    const child = inner.files[0] as FileRow;
    const { body } = await get(`/api/v5/groups/${child.groupid}/files/${child.id}/path`);
    expect(body.path.map((p: Body) => p.fileid)).toEqual([folder.id, child.id]);
    expect((await get(`/api/v5/groups/${child.groupid}/files/0/path`)).body.path).toEqual([]);
    expect((await get(`/api/v5/groups/${child.groupid}/files/77/path`)).status).toBe(404);
    const fp = await get(`/api/v5/files/${folder.id}/folder_path`);
    expect(fp.body).toMatchObject({
      fileid: folder.id,
      type: 'folder',
      fname: folder.fname,
      groupid: folder.groupid,
      linkgroupid: 0,
    });
    expect(fp.body.user_acl.write).toBe(1);
  });
});

describe('devices', () => {
  it('lists devices with a running-count offset, their files and their path', async () => {
    const { body } = await get('/api/v5/groups/tmp/devices?count=2&offset=0');
    expect(body.devices).toHaveLength(2);
    expect(body.offset).toBe(2);
    const rest = await get(`/api/v5/groups/tmp/devices?count=200&offset=${body.offset}`);
    expect(rest.body.offset).toBe(-1);
    const device = body.devices[0];
    expect(device).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      type: expect.any(String),
      mtime: expect.any(Number),
    });
    const files = await get(`/api/v5/groups/tmp/devices/${device.id}/files?count=10&offset=0`);
    expect(files.body.files).toHaveLength(10);
    expect(files.body.files[0].groupid).toBe(tmpGroupId('plus'));
    const path = await get(`/api/v5/groups/tmp/devices/${device.id}/path`);
    expect(path.body.path.dname).toBe(device.name);
    expect((await get('/api/v5/groups/tmp/devices/nope/files')).status).toBe(404);
    expect((await get('/api/v5/groups/tmp/devices/nope/path')).status).toBe(404);
  });
});

describe('group calls', () => {
  it('GET /api/v3/groups/special, /tmp, /secret and /{id}', async () => {
    for (const [name, type] of [
      ['special', 'special'],
      ['tmp', 'tmp'],
      ['secret', 'secret'],
    ]) {
      const { body } = await get(`/api/v3/groups/${name}`);
      expect(body).toMatchObject({
        type,
        corpid: 0,
        id: expect.any(Number),
        name: expect.any(String),
      });
    }
    const special = await get(`/api/v3/groups/${specialGroupId('plus')}`);
    expect(special.body.type).toBe('special');
    expect((await get('/api/v3/groups/31337')).status).toBe(404);
  });

  it('GET /api/v5/groups/{id}/root_perm and /permission follow the role', async () => {
    const { body } = await get('/api/v5/groups?count=50');
    const reader = body.groups.find((g: Body) => g.user_role === 'read_member');
    const writer = body.groups.find((g: Body) => g.user_role === 'creator');
    expect((await get(`/api/v5/groups/${reader.id}/root_perm`)).body.corp_group_perm).toMatchObject(
      { new_empty: 0, upload: 0 },
    );
    expect(
      (await get(`/api/v5/groups/${writer.id}/permission`)).body.corp_group_perm,
    ).toMatchObject({ new_empty: 1, upload: 1 });
    expect((await get('/api/v5/groups/5/root_perm')).status).toBe(404);
  });

  it('GET /api/v5/groups/linkfolders and validusers', async () => {
    const { body: root } = await get('/api/v5/groups/special/files?count=200');
    const link = root.files.find((f: FileRow) => f.ftype === 'linkfolder');
    const { body } = await get(`/api/v5/groups/linkfolders?groupids=${link.linkgroupid},1`);
    expect(body.linkfolders).toHaveLength(1);
    expect(body.linkfolders[0]).toMatchObject({ fileid: link.id, linkgroupid: link.linkgroupid });
    const valid = await get(`/api/v3/groups/${link.linkgroupid}/files/permission/validusers`);
    expect(typeof valid.body.all).toBe('boolean');
  });

  it('is deterministic for one seed and user', async () => {
    const a = await get('/api/v5/groups/special/files?count=5');
    const b = await get('/api/v5/groups/special/files?count=5');
    expect(a.body).toEqual(b.body);
    user = 'personal';
    const personal = await get('/api/v3/groups/special');
    expect(personal.body.id).toBe(specialGroupId('personal'));
  });
});
