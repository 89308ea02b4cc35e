// Contract tests of the drive service's lists: starred, shared links, roaming, favourites, teams.
import { setupServer } from 'msw/node';
import { driveService } from '../../../sandbox/backend/services/drive';
import type { ServiceContext, SuiteUserKind } from '../../../sandbox/backend/types';
import { getDataset } from '../../../sandbox/backend/data/dataset';

const BASE = 'http://suite.test/drive';
let user: SuiteUserKind = 'plus';
const ctx: ServiceContext = { seed: 11, size: 'default', userKind: () => user };
const server = setupServer(...driveService.handlers(ctx, BASE));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  user = 'plus';
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
type Body = any;
async function get(path: string): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.json() };
}

/** Walks a list whose response carries the next offset in `offsetField` (-1 when done). */
async function walk(
  path: string,
  listField: string,
  offsetField: string,
  count: number,
): Promise<Body[]> {
  const all: Body[] = [];
  let offset = 0;
  for (let guard = 0; guard < 500 && offset !== -1; guard += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const { status, body } = await get(`${path}${sep}count=${count}&offset=${offset}`);
    expect(status).toBe(200);
    const items = body[listField] as Body[];
    expect(items.length).toBeLessThanOrEqual(count);
    if (body[offsetField] !== -1) expect(body[offsetField]).toBe(offset + items.length);
    all.push(...items);
    offset = body[offsetField];
  }
  expect(offset).toBe(-1);
  return all;
}

describe('GET /api/v3/tags/1/items', () => {
  it('walks starred items by a running-count offset; with_corp adds enterprise items', async () => {
    const personalOnly = await walk('/api/v3/tags/1/items', 'item_list', 'offset', 20);
    expect(personalOnly.every((i) => i.corpid === 0)).toBe(true);
    const all = await walk('/api/v3/tags/1/items?with_corp=true', 'item_list', 'offset', 7);
    expect(all.length).toBeGreaterThan(personalOnly.length);
    const keys = all.map((i) => `${i.source}:${i.file?.id ?? 0}:${i.groupid}`);
    expect(new Set(keys).size).toBe(keys.length);
    const item = all.find((i) => i.source === 'file');
    expect(item).toMatchObject({
      source: 'file',
      desc: expect.any(String),
      groupid: item.file.groupid,
      corpid: item.file.corpid,
    });
    expect(item.group.id).toBe(item.groupid);
    expect(all.some((i) => i.source === 'group' && i.file === null)).toBe(true);
  });
});

describe('GET /api/v5/links', () => {
  it('walks shared links by next_offset and by next_filter', async () => {
    const byOffset = await walk('/api/v5/links', 'share', 'next_offset', 20);
    expect(byOffset.length).toBe(50);
    const first = byOffset[0];
    expect(first).toMatchObject({
      share_name: expect.any(String),
      share_type: expect.stringMatching(/^(group|file)$/),
    });
    expect(first.link.sid).toEqual(expect.any(String));
    expect(byOffset.some((s) => s.share_type === 'group' && s.file === null && s.group)).toBe(true);
    const sids: string[] = [];
    let filter = '';
    for (let i = 0; i < 100; i += 1) {
      const { body } = await get(
        `/api/v5/links?count=15${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`,
      );
      sids.push(...body.share.map((s: Body) => s.link.sid));
      filter = body.next_filter;
      if (body.next_offset === -1) break;
    }
    expect(sids).toEqual(byOffset.map((s) => s.link.sid));
  });
});

describe('GET /api/v3/roaming and /api/v5/roaming', () => {
  it.each(['v3', 'v5'])('%s pages by mtime: each page strictly older than max_mtime', async (v) => {
    const all: Body[] = [];
    let cursor = 0;
    for (let guard = 0; guard < 100; guard += 1) {
      const { body } = await get(
        `/api/${v}/roaming?count=25${cursor ? `&max_mtime=${cursor}` : ''}`,
      );
      for (const row of body.list as Body[]) if (cursor) expect(row.mtime).toBeLessThan(cursor);
      all.push(...body.list);
      if (body.next_mtime === -1) break;
      expect(body.next_mtime).toBe(body.list[body.list.length - 1].mtime);
      cursor = body.next_mtime;
    }
    expect(all).toHaveLength(120);
    expect(new Set(all.map((r) => r.mtime)).size).toBe(120);
    expect(all[0]).toMatchObject({
      fileid: expect.any(Number),
      name: expect.any(String),
      groupid: expect.any(Number),
      corpid: expect.any(Number),
      isshare: expect.any(Boolean),
      size: expect.any(Number),
    });
  });
});

describe('favourites', () => {
  it('GET /api/v3/favorite returns favourites incl. a team and a link folder', async () => {
    const { body } = await get('/api/v3/favorite');
    expect(body.favorites.length).toBe(30);
    expect(body.favorites.some((f: Body) => f.ftype === 'team' && f.fileid === 0)).toBe(true);
    expect(body.favorites.some((f: Body) => f.ftype === 'linkfolder' && f.linkgroupid > 0)).toBe(
      true,
    );
    expect(body.favorites[0]).toEqual(
      expect.objectContaining({
        fileid: expect.any(Number),
        fname: expect.any(String),
        gname: expect.any(String),
        fsize: expect.any(Number),
        groupid: expect.any(Number),
        corpid: expect.any(Number),
      }),
    );
  });

  it('GET /kdteam/api/v1/favorites pages with nextOffset', async () => {
    const all = await walk('/kdteam/api/v1/favorites', 'favorites', 'nextOffset', 8);
    const { body } = await get('/api/v3/favorite');
    expect(all).toEqual(body.favorites);
  });
});

describe('teams', () => {
  it('GET /kdteam/api/v1/teams pages by 50 with nextOffset', async () => {
    const { body } = await get('/kdteam/api/v1/teams');
    expect(body.teams).toHaveLength(50);
    expect(body.nextOffset).toBe(50);
    const all = await walk('/kdteam/api/v1/teams', 'teams', 'nextOffset', 50);
    // The account's teams (same ids as the team host's), then the drive's own 60.
    const accountTeams = getDataset('default', 11)
      .groups('plus')
      .filter((g) => g.group_type === 1);
    expect(all).toHaveLength(accountTeams.length + 60);
    expect(all.slice(0, accountTeams.length).map((t) => t.id)).toEqual(
      accountTeams.map((t) => t.id),
    );
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    const roles = new Set(all.map((t) => t.user_role));
    expect(roles).toEqual(new Set(['creator', 'admin', 'member', 'read_member']));
    expect(new Set(all.map((t) => t.source))).toEqual(new Set(['yundoc', 'kdocs']));
    expect(all.some((t) => t.corpid === 0) && all.some((t) => t.corpid > 0)).toBe(true);
  });

  it('GET /api/v5/groups walks with a running count; with_special adds the special team; corpid filters', async () => {
    const all = await walk('/api/v5/groups?with_special=true', 'groups', 'offset', 20);
    const teams = await walk('/kdteam/api/v1/teams', 'teams', 'nextOffset', 50);
    expect(all).toHaveLength(teams.length + 1);
    expect(all[0].type).toBe('special');
    const corpid = all.find((g) => g.corpid > 0).corpid;
    const { body } = await get(`/api/v5/groups?corpid=${corpid}&count=50`);
    expect(body.groups.length).toBeGreaterThan(0);
    expect(body.groups.every((g: Body) => g.corpid === corpid && g.company_name !== '')).toBe(true);
    expect((await get('/api/v5/groups?count=abc')).status).toBe(400);
  });

  it('a personal user has the account teams and three drive teams, none in an enterprise', async () => {
    user = 'personal';
    const accountTeams = getDataset('default', 11)
      .groups('personal')
      .filter((g) => g.group_type === 1);
    const all = await walk('/kdteam/api/v1/teams', 'teams', 'nextOffset', 50);
    expect(all).toHaveLength(accountTeams.length + 3);
    expect(all.every((t) => t.corpid === 0)).toBe(true);
  });
});
