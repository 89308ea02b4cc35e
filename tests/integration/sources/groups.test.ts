import { groupSource } from '../../../plugins/sources/group';
import { customTagsSource } from '../../../plugins/sources/custom-tags';
import { customTagMembersSource } from '../../../plugins/sources/custom-tag-members';
import { MAIN_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { abortFirst, answerWith, browseAll, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

describe('group source', () => {
  const groups = () =>
    ready(suite, {
      sources: [{ type: 'group' }],
      plugins: [groupSource()],
      options: { pageSize: 2 },
    });

  it('lists groups (type 4, woa) with member avatars only for groups of status absent or 1', async () => {
    const kernel = await groups();
    const items = await browseAll(kernel, 'group');
    expect(names(items)).toEqual(['Launch chat', 'Design chat', 'Archived chat']);
    expect(items[0]).toMatchObject({
      type: 'group',
      origin: 'userTeam',
      subOrigin: 'group',
      key: 'group_5000001',
    });
    const raw = (i: number) => items[i].raw as { member_avatars?: string[] };
    expect(raw(0).member_avatars).toHaveLength(3);
    expect(raw(1).member_avatars).toHaveLength(4);
    expect(raw(2).member_avatars).toBeUndefined();
    // The rows draw the member avatars as an avatar group; without them, the group's own avatar.
    expect(items[0].avatars).toEqual(raw(0).member_avatars);
    expect(items[1].avatars).toHaveLength(4);
    expect(items[2].avatars).toBeUndefined();
    expect(items[1].avatar).toContain('/account/avatar/group-5000002.png');
    expect(items[0].avatar).toContain('/account/avatar/group-default.png');
  });

  it('a failing avatar lookup is swallowed', async () => {
    const kernel = await groups();
    suite.faults.inject('/account/api/contact/group/users/bygroupids', { status: 500 });
    const items = await browseAll(kernel, 'group');
    expect(items).toHaveLength(3);
    expect((items[0].raw as { member_avatars?: string[] }).member_avatars).toBeUndefined();
  });

  it('searches groups by batch search, and finds nothing for an unknown name', async () => {
    const kernel = await groups();
    expect(names(await searchAll(kernel, 'Design'))).toEqual(['Design chat']);
    expect(await searchAll(kernel, 'nothing')).toEqual([]);
  });

  it('skips a team search for a new-company user', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'group', params: { group_type: 1, sources: 'kdocs' } }],
      plugins: [groupSource()],
    });
    expect(names(await browseAll(kernel, 'group'))).toEqual(['Main Co docs team', 'Personal team']);
    expect(await searchAll(kernel, 'team')).toEqual([]);
  });

  it('a failing list is the error state and retry recovers; an abort shows nothing', async () => {
    const kernel = await groups();
    suite.faults.inject('/account/api/contact/user/groups', { status: 502, count: 1 });
    await kernel.sources.loadFirst('group', { forceUpdate: true });
    expect(kernel.sources.state('group').error?.message).toBe(
      'Request failed with status code 502',
    );
    await kernel.sources.retry('group');
    expect(kernel.sources.state('group').items).toHaveLength(2);
    suite.faults.inject('/account/api/contact/user/groups', { latency: 200 });
    const pending = kernel.sources.loadFirst('group', { forceUpdate: true });
    kernel.sources.abort('group');
    await pending;
    expect(kernel.sources.state('group')).toMatchObject({ status: 'idle', items: [] });
  });
});

describe('group source: empty', () => {
  it('a user without groups sees the empty state, and no avatar lookup is made', async () => {
    answerWith(suite, 'account', '/api/contact/user/groups', { data: [], total: 0 });
    const kernel = await ready(suite, { sources: [{ type: 'group' }], plugins: [groupSource()] });
    await kernel.sources.loadFirst('group', { forceUpdate: true });
    expect(kernel.sources.state('group').status).toBe('empty');
    expect(
      suite.recorded.requests.some((r) => r.path === '/account/api/contact/group/users/bygroupids'),
    ).toBe(false);
  });

  it('asks groups of type 4 from woa, and avatars by comma-joined ids with count 4', async () => {
    const kernel = await ready(suite, { sources: [{ type: 'group' }], plugins: [groupSource()] });
    await browseAll(kernel, 'group');
    const list = suite.recorded.requests.find((r) => r.path === '/account/api/contact/user/groups');
    expect(list?.query).toMatchObject({ group_type: '4', source: 'woa' });
    const avatars = suite.recorded.requests.find(
      (r) => r.path === '/account/api/contact/group/users/bygroupids',
    );
    expect(avatars?.query).toMatchObject({ sources: 'woa', count: '4' });
    expect(String(avatars?.query.group_ids).split(',')).toEqual(['5000001', '5000002']);
  });
});

describe('custom tag sources', () => {
  const tags = () =>
    ready(suite, {
      sources: [
        { type: 'custom', companyId: MAIN_COMPANY_ID, gid: 1 },
        { type: 'customMember', companyId: MAIN_COMPANY_ID, gid: 1, customId: 6000003 },
      ],
      plugins: [customTagsSource(), customTagMembersSource()],
      options: { pageSize: 2 },
    });

  it('lists tags, and a tag expands to its members', async () => {
    const kernel = await tags();
    const items = await browseAll(kernel, 'custom');
    expect(names(items)).toEqual(['Managers', 'On call', 'Empty tag']);
    expect(items[0]).toMatchObject({
      type: 'custom',
      customId: '6000001',
      key: 'custom_6000001',
      memberCount: 4,
    });
    const members = await browseAll(kernel, 'custom', items[0].key);
    expect(names(members)).toEqual(['Li Ming', 'Wang Fang', 'Zhang Wei', 'Liu Yang']);
    expect(members[0]).toMatchObject({ origin: 'customMember', customId: '6000001' });
  });

  it('an empty tag is the empty state', async () => {
    const kernel = await tags();
    await kernel.sources.loadFirst('customMember', { forceUpdate: true });
    expect(kernel.sources.state('customMember').status).toBe('empty');
  });

  it('a failing tag list is the error state; retry recovers', async () => {
    const kernel = await tags();
    suite.faults.inject(`/plus/groups/v1/user/companies/${MAIN_COMPANY_ID}/groups/1/tag`, {
      status: 500,
      count: 1,
    });
    await kernel.sources.loadFirst('custom', { forceUpdate: true });
    expect(kernel.sources.state('custom').status).toBe('error');
    await kernel.sources.retry('custom');
    expect(kernel.sources.state('custom').items).toHaveLength(2);
  });

  it('a failing member list is the error state; retry recovers; an abort shows nothing', async () => {
    const kernel = await tags();
    const members = `/plus/groups/v1/user/companies/${MAIN_COMPANY_ID}/groups/1/tag/6000001/user`;
    const [managers] = await browseAll(kernel, 'custom');
    suite.faults.inject(members, { status: 500, count: 1 });
    await kernel.sources.loadFirst('custom', { parentKey: managers.key, forceUpdate: true });
    expect(kernel.sources.state('custom', managers.key).error?.message).toBe(
      'Request failed with status code 500',
    );
    await kernel.sources.retry('custom', managers.key);
    expect(names(kernel.sources.state('custom', managers.key).items)).toEqual([
      'Li Ming',
      'Wang Fang',
    ]);
    suite.faults.inject(`/plus/groups/v1/user/companies/${MAIN_COMPANY_ID}/groups/1/tag`, {
      latency: 200,
    });
    expect(await abortFirst(kernel, 'custom')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
  });

  it('a group without tags is the empty state; tags are asked by offset and limit', async () => {
    const kernel = await tags();
    await browseAll(kernel, 'custom');
    const call = suite.recorded.requests.find(
      (r) => r.path === `/plus/groups/v1/user/companies/${MAIN_COMPANY_ID}/groups/1/tag`,
    );
    expect(call?.query).toMatchObject({ offset: '0', limit: '2' });
    answerWith(suite, 'plus', '/groups/v1/user/companies/:compId/groups/:gid/tag', {
      tags: [],
      total: 0,
    });
    await kernel.sources.loadFirst('custom', { forceUpdate: true });
    expect(kernel.sources.state('custom').status).toBe('empty');
  });
});
