import { reaction } from 'mobx';
import { createKernel } from '../../../kernel';
import { MemberMessages } from '../../../plugins/sources/member-items/messages';
import { createRequestClient } from '../../../kernel/request';
import { pickerContext } from '../../../plugins/sources/context';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { collaboratorsSource } from '../../../plugins/sources/collaborators';
import { contactSource } from '../../../plugins/sources/contact';
import { customTagsSource } from '../../../plugins/sources/custom-tags';
import { customTagMembersSource } from '../../../plugins/sources/custom-tag-members';
import { latestSource } from '../../../plugins/sources/latest';
import { selfDefineSource } from '../../../plugins/sources/self-define';
import { teamMembersSource } from '../../../plugins/sources/team-members';
import { teamsSource } from '../../../plugins/sources/teams';
import {
  ISOLATED_COMPANY_ID,
  MAIN_COMPANY_ID,
  PLUS_COMPANY_IDS,
} from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { answerWith, initError, makeKernel, ready } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const all = () => [
  latestSource(),
  contactSource(),
  companyTreeSource(),
  teamsSource(),
  teamMembersSource(),
  customTagsSource(),
  customTagMembersSource(),
  collaboratorsSource(),
  selfDefineSource(),
];
const fails = (sources: object[], options = {}) =>
  initError(suite, { sources: sources as never, plugins: all(), options });
const noop = () => [];

describe('pickerContext: init', () => {
  it('maps the current user and keeps at most 10 joined companies', async () => {
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    expect(kernel.context.user).toMatchObject({
      userid: '1000002',
      name: 'Chen Plus',
      companyId: String(MAIN_COMPANY_ID),
      is_plus: true,
      isAccountIsolation: false,
    });
    expect(kernel.context.user?.avatar).toContain('/account/avatar/1000002.png');
    expect(kernel.context.isNewCompanyUser).toBe(true);
    expect(kernel.context.companies.map((c) => c.id)).toEqual(
      PLUS_COMPANY_IDS.slice(0, 10).map(String),
    );
    expect(kernel.context.currentCompanyId).toBe(String(MAIN_COMPANY_ID));
  });

  it('asks for the current user once per client; a later init uses the cached answer', async () => {
    const client = createRequestClient({ services: suite.urls });
    const build = () =>
      createKernel({ client, sources: [{ type: 'latest' }], storage: null }).use([
        pickerContext(),
        latestSource(),
      ]);
    await build().init();
    const second = build();
    await second.init();
    expect(second.context.user?.userid).toBe('1000002');
    const checks = suite.recorded.requests.filter((r) => r.path === '/account/p/auth/check');
    expect(checks).toHaveLength(1);
    const workspaces = suite.recorded.requests.find(
      (r) => r.path === '/plus/compose/v1/users/self/workspaces',
    );
    expect(workspaces?.query).toMatchObject({
      comp_status: 'active',
      fields: 'logo,name',
      extras: 'with_private',
    });
  });

  it('a personal user is not a new-company user and loads no companies', async () => {
    suite.setDefaultUser('personal');
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    expect(kernel.context.isNewCompanyUser).toBe(false);
    expect(kernel.context.companies).toEqual([]);
  });

  it('a failing joined-companies call is swallowed', async () => {
    suite.faults.inject('/plus/compose/v1/users/self/workspaces', { status: 500 });
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    expect(kernel.context.companies).toEqual([]);
    expect(kernel.status).toBe('ready');
  });

  it("takes the current company from the workspaces call's workspace field, with no other call", async () => {
    answerWith(suite, 'plus', '/compose/v1/users/self/workspaces', {
      companies: [
        { id: MAIN_COMPANY_ID, name: 'Main' },
        { id: PLUS_COMPANY_IDS[1], name: 'Partner' },
      ],
      workspace: PLUS_COMPANY_IDS[1],
    });
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    expect(kernel.context.currentCompanyId).toBe(String(PLUS_COMPANY_IDS[1]));
    const paths = suite.recorded.requests.map((r) => r.path);
    expect(paths).not.toContain('/directory/svr/v1/users/self/workspace');
  });

  it('an isolated account keeps its own company whatever the workspace field says', async () => {
    suite.setDefaultUser('isolated');
    answerWith(suite, 'plus', '/compose/v1/users/self/workspaces', {
      companies: [{ id: ISOLATED_COMPANY_ID, name: 'Isolated' }],
      workspace: MAIN_COMPANY_ID,
    });
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    expect(kernel.context.currentCompanyId).toBe(String(ISOLATED_COMPANY_ID));
  });

  it('init waits for no retried call: a failing workspace endpoint costs it no time', async () => {
    suite.faults.inject('/directory/svr/v1/users/self/workspace', { status: 500 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const kernel = makeKernel(suite, {
        sources: [{ type: 'latest' }],
        plugins: [latestSource()],
      });
      let settled = false;
      const init = kernel.init().then(() => {
        settled = true;
      });
      // Real I/O goes on; the fake clock stands still, so a 300 ms retry pause never ends.
      for (let turn = 0; turn < 2000 && !settled; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(settled).toBe(true);
      await init;
      expect(kernel.status).toBe('ready');
      expect(kernel.context.currentCompanyId).toBe(String(MAIN_COMPANY_ID));
    } finally {
      vi.useRealTimers();
    }
  });

  it("the first list is asked before React could render init's writes to the context", async () => {
    // React renders a MobX change it observes in a microtask: a request made after that
    // microtask waits for the render. The user and the companies are written when init goes on,
    // so the first list's request leaves in the same task.
    const client = createRequestClient({ services: suite.urls });
    const asked: string[] = [];
    const watched = {
      ...client,
      request: ((method, service, path, options) => {
        asked.push(path);
        return client.request(method, service, path, options);
      }) as typeof client.request,
    };
    const kernel = createKernel({
      client: watched,
      sources: [{ type: 'latest' }],
      storage: null,
    }).use([pickerContext(), latestSource()]);
    const listAsked = () => asked.some((path) => !/auth\/check|workspaces/.test(path));
    const seen: boolean[] = [];
    const stop = reaction(
      () => [kernel.context.user, kernel.context.companies.length] as const,
      () => queueMicrotask(() => seen.push(listAsked())),
    );
    await kernel.init();
    stop();
    expect(kernel.context.companies.length).toBeGreaterThan(0);
    expect(seen).toEqual([true]);
    kernel.dispose();
  });

  it('a failing user call is the init error state, and retry recovers', async () => {
    suite.faults.inject('/account/p/auth/check', { status: 500, count: 1 });
    const kernel = makeKernel(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    await kernel.init();
    expect(kernel.status).toBe('error');
    expect(kernel.initError?.message).toBe('Request failed with status code 500');
    await kernel.retryInit();
    expect(kernel.status).toBe('ready');
  });

  it('normalises comp_id, numeric strings and _alias', async () => {
    const kernel = await ready(suite, {
      sources: [
        {
          type: 'department',
          comp_id: String(MAIN_COMPANY_ID),
          deptId: '10002',
          _alias: 'Engineering',
        },
      ],
      plugins: all(),
    });
    const [source] = kernel.sources.list;
    expect(source.config.companyId).toBe(MAIN_COMPANY_ID);
    expect(source.config.deptId).toBe(10002);
    expect(source.title).toBe('Engineering');
  });

  it('account isolation forces the company, searches one company and drops contact', async () => {
    suite.setDefaultUser('isolated');
    const kernel = await ready(suite, {
      sources: [
        { type: 'company', companyId: MAIN_COMPANY_ID },
        { type: 'contact' },
        { type: 'latest' },
      ],
      plugins: all(),
    });
    expect(kernel.sources.list.map((s) => s.type)).toEqual(['company', 'latest']);
    expect(kernel.sources.list[0].config).toMatchObject({
      companyId: ISOLATED_COMPANY_ID,
      searchBySingleCompany: true,
    });
  });
});

describe('pickerContext: validation messages', () => {
  it.each([
    ['no sources', [], MemberMessages.sourcesRequired],
    ['an unknown type', [{ type: 'nope' }], `${MemberMessages.invalidSourceType}: nope`],
    [
      'department without companyId',
      [{ type: 'department', deptId: 1 }],
      MemberMessages.missingCompanyId,
    ],
    [
      'department without deptId',
      [{ type: 'department', companyId: MAIN_COMPANY_ID }],
      MemberMessages.missingDeptId,
    ],
    ['collaborator without sid', [{ type: 'collaborator' }], MemberMessages.missingSid],
    ['teamMember without gid', [{ type: 'teamMember' }], MemberMessages.missingGid],
    [
      'teamMember by account without source',
      [{ type: 'teamMember', gid: 1, queryByAccount: true }],
      MemberMessages.missingTeamSource,
    ],
    [
      'teamMember with an empty role list',
      [{ type: 'teamMember', gid: 1, params: { role: [] } }],
      MemberMessages.invalidRole,
    ],
    [
      'custom without gid',
      [{ type: 'custom', companyId: MAIN_COMPANY_ID }],
      MemberMessages.customNeedsIds,
    ],
    [
      'teamCompany of two companies',
      [
        { type: 'teamCompany', companyId: MAIN_COMPANY_ID },
        { type: 'teamCompany', key: 't2', companyId: MAIN_COMPANY_ID + 1 },
      ],
      MemberMessages.teamCompanyOneCompany,
    ],
    [
      'a company not joined',
      [{ type: 'company', companyId: ISOLATED_COMPANY_ID }],
      MemberMessages.companyNotJoined,
    ],
    [
      'selfDefine without get',
      [{ type: 'selfDefine', key: 'a', title: 'A', searchable: false }],
      MemberMessages.selfDefineGet,
    ],
    [
      'selfDefine without search',
      [{ type: 'selfDefine', key: 'a', title: 'A', get: noop }],
      MemberMessages.selfDefineSearch,
    ],
    [
      'selfDefine root selection without getAll',
      [
        {
          type: 'selfDefine',
          key: 'a',
          title: 'A',
          get: noop,
          searchable: false,
          rootNodeSelectable: true,
        },
      ],
      MemberMessages.selfDefineGetAll,
    ],
    [
      'selfDefine with an unknown contentKind',
      [
        {
          type: 'selfDefine',
          key: 'a',
          title: 'A',
          get: noop,
          searchable: false,
          contentKind: 'rooms',
        },
      ],
      'selfDefine "a": contentKind must be members, files, items (got "rooms")',
    ],
    [
      'two selfDefine with one key',
      [
        { type: 'selfDefine', key: 'a', title: 'A', get: noop, searchable: false },
        { type: 'selfDefine', key: 'a', title: 'B', get: noop, searchable: false },
      ],
      MemberMessages.selfDefineUniqueKey,
    ],
  ])('%s', async (_label, sources, message) => {
    expect(await fails(sources)).toBe(message);
  });

  it("uses the spec's quoted texts word for word", async () => {
    expect(await fails([{ type: 'department', deptId: 1 }])).toBe('缺失参数, companyId');
    expect(await fails([{ type: 'department', companyId: MAIN_COMPANY_ID }])).toBe(
      '缺失参数, deptId',
    );
    expect(await fails([{ type: 'collaborator' }])).toBe('参数错误, 缺少协作ID: sid');
    expect(await fails([{ type: 'teamMember' }])).toBe('参数错误, 缺少团队ID: gid');
    expect(await fails([{ type: 'teamMember', gid: 1, queryByAccount: true }])).toBe(
      '参数错误, 缺少团队source: params.source',
    );
    expect(await fails([{ type: 'teamMember', gid: 1, params: { role: [] } }])).toBe(
      '参数不合法, role',
    );
    expect(
      await fails([{ type: 'department', companyId: MAIN_COMPANY_ID, level: 1, deptIds: [] }], {
        isCms: true,
      }),
    ).toBe('deptIds参数错误');
  });

  it.each([
    ['without companyId', { gid: 1, customId: 6000001 }],
    ['without gid', { companyId: MAIN_COMPANY_ID, customId: 6000001 }],
  ])('customMember %s is a type error', async (_label, config) => {
    const kernel = makeKernel(suite, {
      sources: [{ type: 'customMember', ...config }],
      plugins: all(),
    });
    await kernel.init();
    expect(kernel.initError?.name).toBe('TypeError');
    expect(kernel.initError?.message).toBe(MemberMessages.customNeedsIds);
  });

  it('customMember needs the customId of its tag', async () => {
    expect(await fails([{ type: 'customMember', companyId: MAIN_COMPANY_ID, gid: 1 }])).toBe(
      MemberMessages.customMemberNeedsCustomId,
    );
  });

  it('a company source is accepted for a new-company user, also for a joined partner', async () => {
    expect(await fails([{ type: 'company', companyId: PLUS_COMPANY_IDS[1] }])).toBeUndefined();
    expect(await fails([{ type: 'company', companyId: String(MAIN_COMPANY_ID) }])).toBeUndefined();
  });

  it('custom without ids is a type error', async () => {
    const kernel = makeKernel(suite, { sources: [{ type: 'custom' }], plugins: all() });
    await kernel.init();
    expect(kernel.initError?.name).toBe('TypeError');
    expect(kernel.initError?.message).toBe(MemberMessages.customNeedsIds);
  });

  it('teamCompany needs a company id or a company source', async () => {
    suite.setDefaultUser('personal');
    expect(await fails([{ type: 'teamCompany' }])).toBe(MemberMessages.teamCompanyNeedsCompany);
    suite.setDefaultUser('plus');
    expect(await fails([{ type: 'company' }, { type: 'teamCompany' }])).toBeUndefined();
  });

  it('a personal user cannot configure the company source', async () => {
    suite.setDefaultUser('personal');
    expect(await fails([{ type: 'company' }])).toBe(MemberMessages.personalUserCompany);
  });

  it('back-office level 1 needs deptIds', async () => {
    expect(
      await fails([{ type: 'department', companyId: MAIN_COMPANY_ID, level: 1 }], { isCms: true }),
    ).toBe(MemberMessages.invalidDeptIds);
  });
});
