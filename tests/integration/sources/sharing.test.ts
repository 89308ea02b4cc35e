import { collaboratorsSource } from '../../../plugins/sources/collaborators';
import { filePermissionMembersSource } from '../../../plugins/sources/file-permission-members';
import { recommendSource } from '../../../plugins/sources/recommend';
import { useFakeSuite } from '../../support/fakeSuite';
import { abortFirst, answerWith, browseAll, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

describe('collaborator source', () => {
  it('pages by the next cursor until -1, teams beside people', async () => {
    const share = suite.dataset.shares()[0];
    const kernel = await ready(suite, {
      sources: [{ type: 'collaborator', sid: share.sid }],
      plugins: [collaboratorsSource()],
      options: { pageSize: 2 },
    });
    const items = await browseAll(kernel, 'collaborator');
    expect(items.filter((i) => i.type === 'team')).toHaveLength(share.team_collaborators.length);
    expect(items.filter((i) => i.type === 'user').map((i) => i.id)).toEqual(
      share.collaborators.map((c) => String(c.user.userid)),
    );
    expect(items[0]).toMatchObject({ origin: 'collaborator' });
  });

  it('a failing page is the error state; retry recovers; an abort shows nothing', async () => {
    const share = suite.dataset.shares()[0];
    const kernel = await ready(suite, {
      sources: [{ type: 'collaborator', sid: share.sid }],
      plugins: [collaboratorsSource()],
    });
    const path = `/directory/api/v1/shares/${share.sid}/collaborators`;
    suite.faults.inject(path, { status: 500, count: 1 });
    await kernel.sources.loadFirst('collaborator', { forceUpdate: true });
    expect(kernel.sources.state('collaborator').status).toBe('error');
    await kernel.sources.retry('collaborator');
    expect(kernel.sources.state('collaborator').status).toBe('loaded');
    suite.faults.inject(path, { latency: 200 });
    const pending = kernel.sources.loadFirst('collaborator', { forceUpdate: true });
    kernel.sources.abort('collaborator');
    await pending;
    expect(kernel.sources.state('collaborator').items).toEqual([]);
  });
});

describe('collaborator source: empty and finished', () => {
  it('a share without collaborators is the empty state', async () => {
    const share = suite.dataset.shares()[0];
    answerWith(suite, 'directory', `/api/v1/shares/${share.sid}/collaborators`, {
      collaborators: [],
      team_collaborators: [],
      next: -1,
    });
    const kernel = await ready(suite, {
      sources: [{ type: 'collaborator', sid: share.sid }],
      plugins: [collaboratorsSource()],
    });
    await kernel.sources.loadFirst('collaborator', { forceUpdate: true });
    expect(kernel.sources.state('collaborator')).toMatchObject({
      status: 'empty',
      items: [],
      done: true,
    });
  });

  it('asks without team members and link flags; a negative offset is an empty finished page, no call', async () => {
    const share = suite.dataset.shares()[0];
    const kernel = await ready(suite, {
      sources: [{ type: 'collaborator', sid: share.sid }],
      plugins: [collaboratorsSource()],
      options: { pageSize: 2 },
    });
    await browseAll(kernel, 'collaborator');
    const calls = suite.recorded.requests.filter(
      (r) => r.path === `/directory/api/v1/shares/${share.sid}/collaborators`,
    );
    expect(calls[0].query).toMatchObject({
      offset: '0',
      with_team_member: 'false',
      with_clink_member_flag: 'false',
    });
    const before = calls.length;
    const page = await kernel.sources.require('collaborator').load({
      signal: new AbortController().signal,
      cursor: -1,
      mode: 'browse',
      pageSize: 2,
      forceUpdate: true,
      client: kernel.client,
      kernel,
    });
    expect(page).toMatchObject({ items: [], done: true });
    expect(
      suite.recorded.requests.filter(
        (r) => r.path === `/directory/api/v1/shares/${share.sid}/collaborators`,
      ),
    ).toHaveLength(before);
  });
});

describe('file-permission member source', () => {
  const file = () => suite.dataset.filePermissions()[0];
  const members = (mode: string) =>
    ready(suite, {
      sources: [{ type: 'filePermissionMember', params: { fileid: file().fileid, mode } }],
      plugins: [filePermissionMembersSource()],
      options: { pageSize: 3 },
    });

  it('lists readers or writers; any other mode falls back to read', async () => {
    const readers = await browseAll(await members('read'), 'filePermissionMember');
    expect(readers.map((m) => m.id)).toEqual(file().read.map((s) => String(s.userid)));
    expect(readers[0]).toMatchObject({ origin: 'filePermissionMember', permission: 'read' });
    const writers = await browseAll(await members('write'), 'filePermissionMember');
    expect(writers.map((m) => m.id)).toEqual(file().write.map((s) => String(s.userid)));
    const fallback = await browseAll(await members('owner'), 'filePermissionMember');
    expect(fallback.map((m) => m.id)).toEqual(readers.map((m) => m.id));
  });

  it('searches with searchname', async () => {
    const kernel = await members('read');
    const first = file().read[0];
    expect(names(await searchAll(kernel, first.name))).toContain(first.name);
    expect(await searchAll(kernel, 'nobody at all')).toEqual([]);
  });
});

describe('file-permission member source: states', () => {
  const file = () => suite.dataset.filePermissions()[0];
  const path = () => `/directory/api/v1/files/${file().fileid}/permission/members`;
  const members = () =>
    ready(suite, {
      sources: [{ type: 'filePermissionMember', params: { fileid: file().fileid, mode: 'write' } }],
      plugins: [filePermissionMembersSource()],
    });

  it('sends rw and searchname as the suite takes them', async () => {
    const kernel = await members();
    await browseAll(kernel, 'filePermissionMember');
    await searchAll(kernel, file().write[0].name);
    const calls = suite.recorded.requests.filter((r) => r.path === path());
    expect(calls[0].query).toMatchObject({ rw: 'write', offset: '0' });
    expect(calls[0].query.searchname).toBeUndefined();
    expect(calls[1].query).toMatchObject({ rw: 'write', searchname: file().write[0].name });
  });

  it('a failing list is the error state and retry recovers; an abort shows nothing', async () => {
    const kernel = await members();
    suite.faults.inject(path(), { status: 500, count: 1 });
    await kernel.sources.loadFirst('filePermissionMember', { forceUpdate: true });
    expect(kernel.sources.state('filePermissionMember').error?.message).toBe(
      'Request failed with status code 500',
    );
    await kernel.sources.retry('filePermissionMember');
    expect(kernel.sources.state('filePermissionMember').items.map((m) => m.id)).toEqual(
      file().write.map((s) => String(s.userid)),
    );
    suite.faults.inject(path(), { latency: 200 });
    expect(await abortFirst(kernel, 'filePermissionMember')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
  });

  it('a file nobody may write is the empty state', async () => {
    answerWith(suite, 'directory', '/api/v1/files/:fileid/permission/members', {
      members: [],
      total: 0,
    });
    const kernel = await members();
    await kernel.sources.loadFirst('filePermissionMember', { forceUpdate: true });
    expect(kernel.sources.state('filePermissionMember').status).toBe('empty');
  });
});

describe('recommend source', () => {
  it('merges team members, cooperators and recent contacts, de-duplicated, the current user first', async () => {
    const share = suite.dataset.shares()[0];
    const kernel = await ready(suite, {
      sources: [{ type: 'recommend', gid: 5000004, sid: share.sid, params: { source: 'kdocs' } }],
      plugins: [recommendSource()],
    });
    const items = await browseAll(kernel, 'recommend');
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('1000002');
    expect(ids).toEqual(expect.arrayContaining(['3000001', '3000002', '3000003', '3000004']));
  });

  it('a result of only the current user is not cached; a longer one is', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'recommend' }],
      plugins: [recommendSource()],
    });
    const me = {
      id: '1000002',
      key: 'user_1000002',
      type: 'user' as const,
      userid: '1000002',
      origin: 'recommend',
      sourceKey: 'recommend',
      name: 'Chen Plus',
      raw: null,
    };
    let answer: object[] = [me];
    let hang = false;
    kernel.hooks.loadPage
      .for('recommend')
      .tapPromise('fixed', () =>
        hang
          ? new Promise(() => undefined)
          : Promise.resolve({ items: answer as never, done: true }),
      );
    /** A second, unforced load that the network never answers: only a cache can fill it. */
    const secondLoadStatus = async () => {
      hang = true;
      void kernel.sources.loadFirst('recommend');
      await new Promise((resolve) => setTimeout(resolve, 30));
      hang = false;
      return kernel.sources.state('recommend').status;
    };
    await kernel.sources.loadFirst('recommend', { forceUpdate: true });
    expect(await secondLoadStatus()).toBe('loading');
    answer = [
      me,
      { ...me, id: '3000001', key: 'user_3000001', userid: '3000001', name: 'Li Ming' },
    ];
    await kernel.sources.loadFirst('recommend', { forceUpdate: true });
    expect(await secondLoadStatus()).toBe('loaded');
    kernel.sources.abortAll();
  });

  it('fails only when every part fails', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'recommend', gid: 5000004, params: { source: 'kdocs' } }],
      plugins: [recommendSource()],
    });
    suite.faults.inject('/account/api/contact/group/users', { status: 500 });
    await kernel.sources.loadFirst('recommend', { forceUpdate: true });
    expect(kernel.sources.state('recommend').status).toBe('loaded');
    suite.faults.inject('/account/api/contact/relation/last_list', { status: 500 });
    await kernel.sources.loadFirst('recommend', { forceUpdate: true });
    expect(kernel.sources.state('recommend').status).toBe('error');
  });

  it('when every part failed, retry recovers; an abort shows nothing', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'recommend' }],
      plugins: [recommendSource()],
    });
    suite.faults.inject('/account/api/contact/relation/last_list', { status: 500, count: 1 });
    await kernel.sources.loadFirst('recommend', { forceUpdate: true });
    expect(kernel.sources.state('recommend').error?.message).toBe(
      'Request failed with status code 500',
    );
    await kernel.sources.retry('recommend');
    expect(kernel.sources.state('recommend').status).toBe('loaded');
    expect(kernel.sources.state('recommend').items.length).toBeGreaterThan(0);
    suite.faults.inject('/account/api/contact/relation/last_list', { latency: 200 });
    expect(await abortFirst(kernel, 'recommend')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
  });

  it('nobody to recommend is the empty state', async () => {
    answerWith(suite, 'account', '/api/contact/relation/last_list', { infos: [], total: 0 });
    const kernel = await ready(suite, {
      sources: [{ type: 'recommend' }],
      plugins: [recommendSource()],
    });
    await kernel.sources.loadFirst('recommend', { forceUpdate: true });
    expect(kernel.sources.state('recommend').status).toBe('empty');
  });
});
