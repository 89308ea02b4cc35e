import { describe, expect, it, vi } from 'vitest';
import { Messages } from '../../../../kernel';
import { FILE_SEARCH_DEFAULTS, RECOMMEND_LIMITS } from '../../../../plugins/sources/union';
import { useFakeSuite } from '../../../support/fakeSuite';
import { openTab, unionKernel } from './harness';

const suite = useFakeSuite({ size: 'default', seed: 1 });

const calls = (path: string) => suite.recorded.requests.filter((request) => request.path === path);

describe('union tabs: browse', () => {
  it('the all tab merges at most 5 recommended contacts, de-duplicated, and groups take half the count', async () => {
    const kernel = await unionKernel(suite, {
      onlyShowGroupId: 5000004,
      includeGroupInfo: true,
      requestCount: 10,
    });
    const state = await openTab(kernel, 'all');
    const people = state.items.filter((item) => item.type === 'user');
    const groups = state.items.filter((item) => item.type !== 'user');
    expect(people.length).toBe(RECOMMEND_LIMITS.all);
    expect(new Set(people.map((item) => item.id)).size).toBe(people.length);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThanOrEqual(5);
    expect(calls('/account/api/contact/user/groups')[0]?.query).toMatchObject({
      group_type: '4',
      source: 'woa',
      count: '5',
    });
    // Team members of the given group are part of the recommendation.
    expect(calls('/account/api/contact/group/users')[0]?.query).toMatchObject({
      group_id: '5000004',
      source: 'kdocs',
    });
  });

  it('the contact tab keeps up to 20 recommended contacts with the current user first when included', async () => {
    const kernel = await unionKernel(suite, { onlyShowGroupId: 5000004 });
    const state = await openTab(kernel, 'contact');
    expect(state.items.length).toBeLessThanOrEqual(RECOMMEND_LIMITS.contact);
    expect(state.items.length).toBeGreaterThan(5);
    const me = kernel.context.user?.userid;
    const index = state.items.findIndex((item) => item.id === me);
    expect(index === -1 || index === 0).toBe(true);
    expect(state.done).toBe(true);
  });

  it('the docs tab lists roaming recent files by mtime pages, never folders', async () => {
    const kernel = await unionKernel(suite, { requestCount: 10 });
    const state = await openTab(kernel, 'docs');
    expect(state.items.length).toBeGreaterThan(0);
    expect(state.items.every((item) => item.type === 'file')).toBe(true);
    const first = calls('/drive/api/v5/roaming')[0];
    expect(first?.query).toMatchObject({ max_mtime: '0', count: '10' });
    await kernel.sources.loadMore('docs');
    const second = calls('/drive/api/v5/roaming')[1];
    expect(Number(second?.query.max_mtime)).toBeGreaterThan(0);
  });

  it('each tab keeps its own list: switching back shows the cached page of that tab', async () => {
    const kernel = await unionKernel(suite);
    await openTab(kernel, 'docs');
    const docs = [...kernel.sources.state('docs').items];
    await openTab(kernel, 'group');
    expect(kernel.sources.state('group').items.every((item) => item.type === 'team')).toBe(true);
    expect(kernel.sources.state('docs').items.map((item) => item.key)).toEqual(
      docs.map((item) => item.key),
    );
  });

  it('a fetch result that is not an array raises "fetch result must be an array."', async () => {
    const kernel = await unionKernel(suite);
    kernel.hooks.loadPage.for('group').tapPromise('broken', async () => ({
      items: { not: 'an array' } as never,
      done: true,
    }));
    const state = await openTab(kernel, 'group');
    expect(state.status).toBe('error');
    expect(state.error?.message).toBe(Messages.fetchNotArray);
  });
});

describe('union tabs: an answer that is not a list is an error, never an empty list', () => {
  const MALFORMED: Array<[string, string]> = [
    ['group', '/account/api/contact/user/groups'],
    ['docs', '/drive/api/v5/roaming'],
  ];

  for (const [tab, path] of MALFORMED) {
    it(`the ${tab} tab answered {} shows "fetch result must be an array." and retry recovers`, async () => {
      const kernel = await unionKernel(suite);
      suite.faults.inject(path, { body: {} });
      const state = await openTab(kernel, tab);
      expect(state.status).toBe('error');
      expect(state.error?.message).toBe(Messages.fetchNotArray);
      suite.faults.clear();
      await kernel.sources.retry(tab);
      expect(kernel.sources.state(tab).status).not.toBe('error');
      expect(kernel.sources.state(tab).items.length).toBeGreaterThan(0);
    });
  }

  it('an empty list is the empty state, not an error', async () => {
    const kernel = await unionKernel(suite);
    suite.faults.inject('/account/api/contact/user/groups', { body: { result: 'ok', data: [] } });
    const state = await openTab(kernel, 'group');
    expect(state.status).not.toBe('error');
    expect(state.error).toBeNull();
    expect(state.items).toEqual([]);
  });

  it('a group search answered with lists that are not arrays is the error', async () => {
    // Team search runs for a personal account (it is skipped for a new company user).
    suite.setDefaultUser('personal');
    const kernel = await unionKernel(suite);
    await openTab(kernel, 'group');
    suite.faults.inject('/account/api/contact/v2/group/batch/search', {
      body: { result: 'ok', data: { kdocs: { 0: { groupid: 1 } } } },
    });
    await kernel.search.setQuery('a');
    expect(kernel.search.error?.message).toBe(Messages.fetchNotArray);
  });

  it('a cached tab whose refresh is answered {} shows the error on the next visit, not its old rows', async () => {
    const kernel = await unionKernel(suite);
    expect((await openTab(kernel, 'group')).items.length).toBeGreaterThan(0);
    await openTab(kernel, 'docs');
    suite.faults.inject('/account/api/contact/user/groups', { body: {} });
    // The revisit answers from the cache and refreshes it in the background.
    await openTab(kernel, 'group');
    await vi.waitFor(() =>
      expect(calls('/account/api/contact/user/groups').length).toBeGreaterThanOrEqual(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await openTab(kernel, 'docs');
    const again = await openTab(kernel, 'group');
    expect(again.status).toBe('error');
    expect(again.error?.message).toBe(Messages.fetchNotArray);
  });
});

describe('union tabs: search', () => {
  it('searches only the tab shown, with the docs defaults (mtime, descending, no folders)', async () => {
    const kernel = await unionKernel(suite);
    await openTab(kernel, 'docs');
    suite.recorded.requests.length = 0;
    await kernel.search.setQuery('Plan');
    const searched = suite.recorded.requests.map((request) => request.path);
    expect(searched).toEqual(['/drive/api/v5/search/files']);
    expect(calls('/drive/api/v5/search/files')[0]?.query).toMatchObject({
      sort_by: FILE_SEARCH_DEFAULTS.sort_by,
      order: 'DESC',
      searchname: 'Plan',
    });
    expect(kernel.search.rows.every((row) => row.type === 'file' || row.type === 'loadMore')).toBe(
      true,
    );
  });

  it('the dept tab searches the departments of cid', async () => {
    const kernel = await unionKernel(suite, { cid: 8800001 });
    await openTab(kernel, 'dept');
    await kernel.search.setQuery('a');
    expect(calls('/directory/api/v1/search/depts')[0]?.query).toMatchObject({
      cropids: '8800001',
      query: 'a',
    });
    expect(kernel.search.rows.some((row) => row.type === 'department')).toBe(true);
  });

  it('the all tab tolerates a failing part and shows the others', async () => {
    const kernel = await unionKernel(suite);
    await openTab(kernel, 'all');
    suite.faults.inject('/drive/api/v5/search/files/quick', { status: 500 });
    await kernel.search.setQuery('Li');
    expect(kernel.search.status).toBe('loaded');
    expect(kernel.search.rows.some((row) => row.type === 'user')).toBe(true);
  });

  it('the all tab fails with the first error only when every part fails', async () => {
    suite.setDefaultUser('personal');
    const kernel = await unionKernel(suite);
    await openTab(kernel, 'all');
    suite.faults.inject('/account/api/contact/relation/search', { status: 500 });
    suite.faults.inject('/drive/api/v5/search/files/quick', { status: 503 });
    await kernel.search.setQuery('Li');
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.error?.message).toBe('Request failed with status code 500');
  });

  it('company member search runs only for a new company user', async () => {
    const kernel = await unionKernel(suite);
    await openTab(kernel, 'contact');
    await kernel.search.setQuery('Li');
    expect(calls('/directory/api/v1/search/members').length).toBe(1);
  });
});
