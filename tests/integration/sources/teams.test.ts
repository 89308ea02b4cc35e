import { MemberMessages } from '../../../plugins/sources/member-items/messages';
import { teamMembersSource, teamUserRole } from '../../../plugins/sources/team-members';
import { teamsSource } from '../../../plugins/sources/teams';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { MAIN_COMPANY_ID, PLUS_COMPANY_IDS } from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { browseAll, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const DOCS_TEAM = 5000004;

describe('team sources', () => {
  it('lists my teams, personal teams and company teams with their sub-origins', async () => {
    const kernel = await ready(suite, {
      sources: [
        { type: 'myTeam' },
        { type: 'teamPerson' },
        { type: 'teamCompany', companyId: MAIN_COMPANY_ID },
      ],
      plugins: [teamsSource()],
      options: { pageSize: 2 },
    });
    const mine = await browseAll(kernel, 'myTeam');
    expect(names(mine)).toEqual(['Main Co docs team', 'Personal team', 'Yundoc team']);
    expect(mine.map((t) => t.subOrigin)).toEqual(['company', 'person', 'person']);
    expect(mine[0]).toMatchObject({
      type: 'team',
      origin: 'userTeam',
      key: `team_${DOCS_TEAM}`,
      role: 'admin',
    });
    expect(names(await browseAll(kernel, 'teamPerson'))).toEqual(['Personal team', 'Yundoc team']);
    expect(names(await browseAll(kernel, 'teamCompany'))).toEqual(['Main Co docs team']);
    const members = await browseAll(kernel, 'myTeam', mine[0].key);
    expect(names(members)).toEqual(['Chen Plus', 'Li Ming', 'Wang Fang']);
    expect(members[0]).toMatchObject({ origin: 'teamMember', type: 'user' });
    expect(names(await searchAll(kernel, 'Yundoc'))).toEqual(['Yundoc team', 'Yundoc team']);
  });
});

describe('team sources: company, states', () => {
  const teamRequests = () =>
    suite.recorded.requests.filter((r) => r.path === '/team/kdteam/api/v1/teams');

  it('company teams without a companyId follow the company source, comp_id alias included', async () => {
    const partner = PLUS_COMPANY_IDS[1];
    const kernel = await ready(suite, {
      sources: [{ type: 'company', comp_id: String(partner) }, { type: 'teamCompany' }],
      plugins: [companyTreeSource(), teamsSource()],
    });
    await browseAll(kernel, 'teamCompany');
    expect(teamRequests().map((r) => r.query.company_id)).toEqual([String(partner)]);
  });

  it('personal teams ask for company_id -1; an empty search is empty', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'teamPerson' }],
      plugins: [teamsSource()],
    });
    await browseAll(kernel, 'teamPerson');
    expect(teamRequests()[0].query.company_id).toBe('-1');
    expect(await searchAll(kernel, 'no such team')).toEqual([]);
  });

  it('a failing team list is the error state and retry recovers; an abort shows nothing', async () => {
    const kernel = await ready(suite, { sources: [{ type: 'myTeam' }], plugins: [teamsSource()] });
    suite.faults.inject('/team/kdteam/api/v1/teams', { status: 500, count: 1 });
    await kernel.sources.loadFirst('myTeam', { forceUpdate: true });
    expect(kernel.sources.state('myTeam').error?.message).toBe(
      'Request failed with status code 500',
    );
    await kernel.sources.retry('myTeam');
    expect(names(kernel.sources.state('myTeam').items)).toEqual([
      'Main Co docs team',
      'Personal team',
      'Yundoc team',
    ]);
    suite.faults.inject('/team/kdteam/api/v1/teams', { latency: 200 });
    const pending = kernel.sources.loadFirst('myTeam', { forceUpdate: true });
    kernel.sources.abort('myTeam');
    await pending;
    expect(kernel.sources.state('myTeam')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
  });
});

describe('team member source', () => {
  const members = (extra = {}) =>
    ready(suite, {
      sources: [{ type: 'teamMember', gid: DOCS_TEAM, ...extra }],
      plugins: [teamMembersSource()],
      options: { pageSize: 2 },
    });

  it('lists the members with roles, filtered by a comma-joined role list, and keeps user_role', async () => {
    const all = await members();
    const items = await browseAll(all, 'teamMember');
    expect(items.map((m) => [m.name, m.role])).toEqual([
      ['Chen Plus', 'admin'],
      ['Li Ming', 'owner'],
      ['Wang Fang', 'member'],
    ]);
    expect(teamUserRole(all, 'teamMember')).toBe('admin');
    const leads = await members({ params: { role: ['owner', 'admin'] } });
    expect(names(await browseAll(leads, 'teamMember'))).toEqual(['Chen Plus', 'Li Ming']);
  });

  it('lists account-based members with params.source', async () => {
    const kernel = await members({ queryByAccount: true, params: { source: 'kdocs' } });
    expect(names(await browseAll(kernel, 'teamMember'))).toEqual([
      'Chen Plus',
      'Li Ming',
      'Wang Fang',
    ]);
  });

  it('searches the team, then falls back to the company staff search with a pre-tip', async () => {
    const kernel = await members();
    expect(names(await searchAll(kernel, 'Wang'))).toEqual(['Wang Fang']);
    expect(kernel.search.preTip).toBeUndefined();
    const fallback = await searchAll(kernel, 'Zhang');
    expect(names(fallback)).toEqual(['Zhang Wei']);
    expect(kernel.search.preTip).toBe('团队内未找到该成员，以下为企业内的搜索结果');
  });

  it('asks the roles comma-joined; with no fallback a search finding nobody is empty, no pre-tip', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'teamMember', gid: DOCS_TEAM, params: { role: ['owner', 'admin'] } }],
      plugins: [teamMembersSource({ companyFallback: false })],
    });
    await browseAll(kernel, 'teamMember');
    const call = suite.recorded.requests.find(
      (r) => r.path === `/team/kdteam/api/v1/team/${DOCS_TEAM}/members`,
    );
    expect(call?.query.role).toBe('owner,admin');
    expect(await searchAll(kernel, 'Zhang')).toEqual([]);
    expect(kernel.search.preTip).toBeUndefined();
    expect(suite.recorded.requests.some((r) => r.path === '/directory/api/v1/search/members')).toBe(
      false,
    );
  });

  it('a missing gid or a wrong team fails the load; retry after a fault works', async () => {
    const kernel = await members();
    suite.faults.inject(`/team/kdteam/api/v1/team/${DOCS_TEAM}/members`, { status: 500, count: 1 });
    await kernel.sources.loadFirst('teamMember', { forceUpdate: true });
    expect(kernel.sources.state('teamMember').error?.message).toBe(
      'Request failed with status code 500',
    );
    await kernel.sources.retry('teamMember');
    expect(kernel.sources.state('teamMember').status).toBe('loaded');
    const source = kernel.sources.require('teamMember');
    (source.config as { gid?: unknown }).gid = undefined;
    await kernel.sources.loadFirst('teamMember', { forceUpdate: true });
    expect(kernel.sources.state('teamMember').error?.message).toBe(MemberMessages.missingGid);
  });

  it('an aborted load shows nothing', async () => {
    const kernel = await members();
    suite.faults.inject(`/team/kdteam/api/v1/team/${DOCS_TEAM}/members`, { latency: 200 });
    const pending = kernel.sources.loadFirst('teamMember', { forceUpdate: true });
    kernel.sources.abort('teamMember');
    await pending;
    expect(kernel.sources.state('teamMember')).toMatchObject({ status: 'idle', items: [] });
  });
});
