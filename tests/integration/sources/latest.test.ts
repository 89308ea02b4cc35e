import { latestSource } from '../../../plugins/sources/latest';
import { useFakeSuite } from '../../support/fakeSuite';
import { answerWith, browseAll, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const recentNames = ['Li Ming', 'Wang Fang', 'Zhang Wei', 'Liu Yang'];

describe('latest source', () => {
  it('a personal user browses the account recent contacts by offset', async () => {
    suite.setDefaultUser('personal');
    const kernel = await ready(suite, {
      sources: [{ type: 'latest' }],
      plugins: [latestSource()],
      options: { pageSize: 3 },
    });
    const items = await browseAll(kernel, 'latest');
    expect(items).toHaveLength(suite.dataset.social('personal').recent.length);
    expect(items[0]).toMatchObject({ type: 'user', origin: 'latest' });
  });

  it('a new-company user browses company recent contacts by sequence cursor', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'latest' }],
      plugins: [latestSource()],
      options: { pageSize: 3 },
    });
    const items = await browseAll(kernel, 'latest');
    expect(names(items)).toEqual(['Li Ming', 'Wang Fang', 'Liu Yang', 'Chen Jing']);
  });

  it('workspace mode walks the parameter sets and tops up a short first load', async () => {
    const kernel = await ready(suite, {
      sources: [
        { type: 'latest', minCount: 3, getParamsArr: [{ chat_type: 2 }, { chat_type: 1 }] },
      ],
      plugins: [latestSource()],
      options: { pageSize: 2, isWoa: true },
    });
    await kernel.sources.loadFirst('latest', { forceUpdate: true });
    const first = kernel.sources.state('latest').items;
    expect(names(first)).toEqual(['Group chat 1', 'Group chat 2', 'Li Ming', 'Wang Fang']);
    expect(first[0]).toMatchObject({ type: 'group', key: 'group_9000001' });
    const all = await browseAll(kernel, 'latest');
    expect(names(all)).toEqual([
      'Group chat 1',
      'Group chat 2',
      'Li Ming',
      'Wang Fang',
      'Liu Yang',
      'Chen Jing',
    ]);
  });

  it('workspace mode: the default set (people, with departments) and minCount 10 on a first load', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'latest' }],
      plugins: [latestSource()],
      options: { pageSize: 2, isWoa: true },
    });
    await kernel.sources.loadFirst('latest', { forceUpdate: true });
    // Fewer than 10 people exist: the first load walks every page of the set by itself.
    expect(kernel.sources.state('latest')).toMatchObject({ done: true });
    expect(names(kernel.sources.state('latest').items)).toEqual([
      'Li Ming',
      'Wang Fang',
      'Liu Yang',
      'Chen Jing',
    ]);
    const calls = suite.recorded.requests.filter(
      (r) => r.path === '/directory/api/v1/recent/contacts/mixed',
    );
    expect(calls.length).toBeGreaterThan(1);
    expect(calls[0].query).toMatchObject({ chat_type: '1', with_dept: 'true', count: '2' });
    expect(calls[0].query.next_seq).toBeUndefined();
  });

  it('is searchable only in the collaboration app, where search walks its sets', async () => {
    const plain = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    expect(plain.sources.require('latest').searchable).toBe(false);
    const kernel = await ready(suite, {
      sources: [{ type: 'latest' }],
      plugins: [latestSource()],
      options: { isCollaborationApp: true, pageSize: 1 },
    });
    const hits = await searchAll(kernel, 'Li');
    expect(names(hits)).toEqual(['Li Ming', 'Liu Yang']);
    expect(hits[0].highlightName).toBe('<em>Li</em> Ming');
    expect(await searchAll(kernel, 'nobody')).toEqual([]);
  });

  it('a failing list is the error state and retry recovers; an abort shows nothing', async () => {
    suite.setDefaultUser('personal');
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    suite.faults.inject('/account/api/contact/relation/last_list', {
      networkError: true,
      count: 1,
    });
    await kernel.sources.loadFirst('latest', { forceUpdate: true });
    expect(kernel.sources.state('latest').error?.message).toBe('Network Error');
    await kernel.sources.retry('latest');
    expect(names(kernel.sources.state('latest').items)).toEqual(recentNames);
    suite.faults.inject('/account/api/contact/relation/last_list', { latency: 200 });
    const pending = kernel.sources.loadFirst('latest', { forceUpdate: true });
    kernel.sources.abort('latest');
    await pending;
    expect(kernel.sources.state('latest')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
  });

  it('an account without recent contacts is the empty state', async () => {
    suite.setDefaultUser('personal');
    answerWith(suite, 'account', '/api/contact/relation/last_list', { infos: [], total: 0 });
    const kernel = await ready(suite, { sources: [{ type: 'latest' }], plugins: [latestSource()] });
    await kernel.sources.loadFirst('latest', { forceUpdate: true });
    expect(kernel.sources.state('latest')).toMatchObject({
      status: 'empty',
      items: [],
      done: true,
    });
  });
});
