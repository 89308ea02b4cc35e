// Contract tests of search, companies and the team-host calls served by the drive service.
import { setupServer } from 'msw/node';
import { driveService } from '../../../sandbox/backend/services/drive';
import type { ServiceContext, SuiteUserKind } from '../../../sandbox/backend/types';
import {
  IP_FORBIDDEN_COMPANY_ID,
  MAIN_COMPANY_ID,
  RESTRICTED_COMPANY_ID,
  PLUS_COMPANY_IDS,
} from '../../../sandbox/backend/data/identities';
import { specialGroupId } from '../../../sandbox/backend/data/driveCatalog';

const BASE = 'http://suite.test/drive';
let user: SuiteUserKind = 'plus';
const ctx: ServiceContext = { seed: 5, size: 'tiny', userKind: () => user };
const server = setupServer(...driveService.handlers(ctx, BASE));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  user = 'plus';
});
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
type Body = any;
async function call(path: string, init?: RequestInit): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${BASE}${path}`, init);
  return { status: res.status, body: await res.json() };
}
const SEARCH =
  'offset=0&count=100&sort_by=mtime&order=DESC&include_file=true&search_group_info=true&include_first_letter=true&search_file_content=false&search_file_name=true&is_plus=true';

describe('GET /api/v5/search/files and /quick', () => {
  it('finds names with <em> highlights and new_path, newest first', async () => {
    const { status, body } = await call(`/api/v5/search/files?${SEARCH}&searchname=plan`);
    expect(status).toBe(200);
    expect(Array.isArray(body.files)).toBe(true);
    expect(body.files.length).toBeGreaterThan(0);
    for (const f of body.files) {
      expect(f.fname.toLowerCase()).toContain('plan');
      expect(f.highlight.file_name[0]).toMatch(/<em>plan<\/em>/i);
      expect(f.new_path).toMatch(/^\//);
      expect(f.group_info.id).toBe(f.groupid);
    }
    for (let i = 1; i < body.files.length; i += 1)
      expect(body.files[i - 1].mtime).toBeGreaterThanOrEqual(body.files[i].mtime);
    const link = body.files.find((f: Body) => f.fname === 'Plan.docx.link');
    expect(link.highlight.file_name).toEqual(['<em>Plan</em>.docx.link']);
  });

  it('pages without duplicates or gaps, limits to groupid, drops files with include_file=false', async () => {
    const full = (await call(`/api/v5/search/files?searchname=e&count=100`)).body;
    const seen: number[] = [];
    let offset = 0;
    while (offset !== -1) {
      const { body } = await call(`/api/v5/search/files?searchname=e&count=37&offset=${offset}`);
      seen.push(...body.files.map((f: Body) => f.id));
      offset = body.next_offset;
    }
    expect(seen).toHaveLength(full.total);
    expect(seen.slice(0, full.files.length)).toEqual(full.files.map((f: Body) => f.id));
    expect(new Set(seen).size).toBe(seen.length);
    const scoped = await call(
      `/api/v5/search/files?searchname=e&count=100&groupid=${specialGroupId('plus')}`,
    );
    expect(scoped.body.files.every((f: Body) => f.groupid === specialGroupId('plus'))).toBe(true);
    const folders = await call('/api/v5/search/files?searchname=e&count=100&include_file=false');
    expect(folders.body.files.length).toBeGreaterThan(0);
    expect(
      folders.body.files.every((f: Body) =>
        ['folder', 'sharefolder', 'linkfolder'].includes(f.ftype),
      ),
    ).toBe(true);
    const quick = await call('/api/v5/search/files/quick?searchname=e');
    expect(quick.body.files).toHaveLength(10);
  });

  it('keeps the hostile name raw around the <em> and refuses an empty keyword', async () => {
    const { body } = await call('/api/v5/search/files?searchname=onerror');
    const hit = body.files.find((f: Body) => f.fname.includes('<img'));
    expect(hit.highlight.file_name[0]).toBe('<img src=x <em>onerror</em>=alert(1)>.docx');
    expect((await call('/api/v5/search/files?searchname=')).status).toBe(400);
  });
});

describe('group search by company', () => {
  it('GET /api/v3/search/company/{id}/groups', async () => {
    const { body } = await call(`/api/v3/search/company/${MAIN_COMPANY_ID}/groups?searchname=team`);
    for (const g of body.groups) {
      expect(g.corpid).toBe(MAIN_COMPANY_ID);
      expect(g.company_name).toBe('Pickerkit Main Co');
      expect(g.highlight.group_name[0]).toContain('<em>team</em>');
    }
    expect(body.groups.length).toBeGreaterThan(0);
    const withMembers = await call(
      `/api/v3/search/company/${MAIN_COMPANY_ID}/groups?searchname=team&include=recent_members`,
    );
    expect(withMembers.body.groups.map((g: Body) => g.id)).toEqual(
      body.groups.map((g: Body) => g.id),
    );
    expect(withMembers.body.groups[0].recent_members).toHaveLength(1);
    expect((await call('/api/v3/search/company/1/groups?searchname=team')).status).toBe(403);
  });
});

describe('companies', () => {
  it('GET /api/v5/companies lists twelve companies with view_status, restrict and spaces', async () => {
    const { body } = await call('/api/v5/companies');
    expect(body.companies.map((c: Body) => c.id)).toEqual([...PLUS_COMPANY_IDS]);
    const forbidden = body.companies.find((c: Body) => c.id === IP_FORBIDDEN_COMPANY_ID);
    expect(forbidden.view_status[0]).toEqual({
      status: 'ip_forbidden',
      reason: expect.stringMatching(/IP/),
    });
    expect(body.companies.find((c: Body) => c.id === RESTRICTED_COMPANY_ID).restrict).toBe(true);
    expect(body.companies[0].corpspecial.type).toBe('corpspecial');
    expect(body.companies[0].corptmp.type).toBe('corptmp');
    user = 'personal';
    const personal = await call('/api/v5/companies');
    expect(personal.status).toBe(403);
    expect(personal.body.code).toBe(40300002);
    expect((await call('/api/v5/users/workspace')).body.company_id).toBe(0);
  });

  it('company restriction in batches of at most 20 ids', async () => {
    const { body } = await call(
      `/api/v5/companies/restriction?company_id=${MAIN_COMPANY_ID},${RESTRICTED_COMPANY_ID}`,
    );
    expect(body.spread_ctrls).toEqual([
      { company_id: MAIN_COMPANY_ID, restrict: false },
      { company_id: RESTRICTED_COMPANY_ID, restrict: true },
    ]);
    const ids = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expect((await call(`/api/v5/companies/restriction?company_id=${ids}`)).status).toBe(400);
  });

  it('private groups and workspace', async () => {
    const { body } = await call(
      `/api/v5/companies/private_groups?dst_user_id=1000002&dst_company_id=${RESTRICTED_COMPANY_ID}`,
    );
    expect(body.groups.map((g: Body) => g.type)).toEqual([
      'special',
      'tmp',
      'secret',
      'corpspecial',
      'corptmp',
    ]);
    expect(body.restrict).toBe(true);
    expect((await call('/api/v5/users/workspace')).body.company_id).toBe(MAIN_COMPANY_ID);
  });
});

describe('team-host calls', () => {
  it('latest folders keep the window; saving puts a folder first', async () => {
    const now = Math.floor(Date.now() / 1000);
    const start = now - 2505600;
    const { body } = await call(`/kdteam/api/v1/folder/selector?startTime=${start}&endTime=`);
    expect(body.result).toBe('ok');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r: Body) => r.mtime >= start)).toBe(true);
    const all = await call('/kdteam/api/v1/folder/selector');
    expect(all.body.data.length).toBeGreaterThan(body.data.length);
    const team = body.data.find((r: Body) => r.type === 1);
    const save = await call(`/kdteam/api/v1/folder/selector/${team.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1 }),
    });
    expect(save.body.result).toBe('ok');
    const after = await call(`/kdteam/api/v1/folder/selector?startTime=${start}`);
    expect(after.body.data[0]).toMatchObject({ id: team.id, type: 1 });
    const bad = await call('/kdteam/api/v1/folder/selector/77', {
      method: 'POST',
      body: JSON.stringify({ type: 0 }),
    });
    expect(bad.status).toBe(404);
  });

  it('group sources and root lookup', async () => {
    const { body } = await call('/kdteam/api/v1/teams');
    const yundoc = body.teams.find(
      (t: Body) => t.source === 'yundoc' && t.user_role === 'creator' && t.corpid === 0,
    );
    const kdocs = body.teams.find((t: Body) => t.source === 'kdocs');
    expect((await call(`/kdteam/api/v1/groups/${kdocs.id}/sources`)).body.sources).toContain(
      'kdocs',
    );
    expect((await call(`/kdteam/api/v1/groups/${yundoc.id}/sources`)).body.sources).toEqual([
      'yundoc',
    ]);
    const root = await call(`/kdteam/api/v1/groups/root?groupids=${yundoc.id},${kdocs.id}`);
    expect(root.body.info[yundoc.id]).toBeGreaterThan(0);
    expect(root.body.info[kdocs.id]).toBe(0);
    const files = await call(`/api/v5/groups/${yundoc.id}/files?count=100`);
    expect(files.body.files.some((f: Body) => f.id === root.body.info[yundoc.id])).toBe(true);
    expect((await call('/kdteam/api/v1/groups/1/sources')).status).toBe(404);
  });
});
