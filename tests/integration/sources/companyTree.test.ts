import { http, HttpResponse } from 'msw';
import { MemberMessages } from '../../../plugins/sources/member-items/messages';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { contactSource } from '../../../plugins/sources/contact';
import { MAIN_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { TINY_DEPTS } from '../../../sandbox/backend/data/org';
import { useFakeSuite } from '../../support/fakeSuite';
import { browseAll, keys, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const company = (extra = {}, options = {}) =>
  ready(suite, {
    sources: [{ type: 'company', ...extra }],
    plugins: [companyTreeSource()],
    options: { pageSize: 2, ...options },
  });

describe('company tree source', () => {
  it('shows the company node and drills down lazily to departments and staff', async () => {
    const kernel = await company({ rootNodeSelectable: true });
    const [root] = await browseAll(kernel, 'company');
    expect(root).toMatchObject({
      type: 'company',
      id: String(MAIN_COMPANY_ID),
      name: 'Pickerkit Main Co',
      showCheckbox: true,
    });
    const top = await browseAll(kernel, 'company', root.key);
    expect(names(top)).toEqual([
      'Engineering',
      'Sales',
      'Chen Plus',
      'Liu Yang',
      'Xss <img src=x onerror=alert(1)> &amp; Co',
    ]);
    const engineering = top.find((item) => item.name === 'Engineering')!;
    const inside = await browseAll(kernel, 'company', engineering.key);
    expect(names(inside)).toEqual(['Frontend', 'Li Ming']);
    expect(inside[1]).toMatchObject({
      type: 'user',
      origin: 'company',
      key: 'user_3000001',
      parentKey: engineering.key,
    });
  });

  it('loadAll gives every staff member under a node', async () => {
    const kernel = await company();
    const source = kernel.sources.require('company');
    const [root] = await browseAll(kernel, 'company');
    const all = await source.loadAll!({
      signal: new AbortController().signal,
      cursor: undefined,
      parent: root,
      mode: 'browse',
      pageSize: 2,
      forceUpdate: true,
      client: kernel.client,
      kernel,
    });
    expect(all).toHaveLength(8);
  });

  it('the department source lists one department; the staff source everyone', async () => {
    const kernel = await ready(suite, {
      sources: [
        { type: 'department', companyId: MAIN_COMPANY_ID, deptId: TINY_DEPTS.engineering },
        { type: 'staff', companyId: MAIN_COMPANY_ID },
        {
          type: 'department',
          key: 'salesList',
          companyId: MAIN_COMPANY_ID,
          deptId: TINY_DEPTS.sales,
          isList: true,
        },
      ],
      plugins: [companyTreeSource()],
      options: { pageSize: 3 },
    });
    expect(names(await browseAll(kernel, 'department'))).toEqual(['Frontend', 'Li Ming']);
    const staff = await browseAll(kernel, 'staff');
    expect(staff).toHaveLength(8);
    expect(new Set(keys(staff)).size).toBe(8);
    expect(names(await browseAll(kernel, 'salesList'))).toEqual(['Zhang Wei', 'Zhao Lei']);
  });

  it('searches staff and departments, with a shortened department path', async () => {
    const kernel = await company();
    const hits = await searchAll(kernel, 'Front');
    expect(hits.map((h) => [h.type, h.name])).toEqual([['department', 'Frontend']]);
    expect(hits[0].description).toBe('…/Engineering/Frontend');
    const people = await searchAll(kernel, 'Li');
    expect(names(people)).toEqual(expect.arrayContaining(['Li Ming', 'Liu Yang']));
    expect(people.find((p) => p.name === 'Li Ming')?.highlightName).toBe('<em>Li</em> Ming');
    expect(await searchAll(kernel, 'zzzz')).toEqual([]);
  });

  it('staff hits show their department path', async () => {
    const kernel = await company();
    const people = await searchAll(kernel, 'Wang');
    expect(people.find((p) => p.name === 'Wang Fang')?.description).toBe('…/Engineering/Frontend');
    // Someone at a company's top level: the path is the company.
    expect(people.find((p) => p.name === 'Wang Na')?.description).toBe('Partner Co 2');
  });

  it('inside an opened department: dept_id sent, only hits whose path runs through it kept', async () => {
    const kernel = await company({}, { pageSize: 20 });
    const [root] = await browseAll(kernel, 'company');
    await kernel.tree.expand(root);
    const engineering = kernel.sources
      .state('company', root.key)
      .items.find((item) => item.name === 'Engineering')!;
    await kernel.tree.expand(engineering);
    expect(kernel.searchArea.place?.name).toBe('Engineering');
    // "Li" matches Li Ming (Engineering), Liu Yang (the root) and others: only Engineering's stay.
    const inside = await searchAll(kernel, 'Li');
    expect(names(inside)).toEqual(['Li Ming']);
    const asked = suite.recorded.requests.filter(
      (r) => r.path === '/directory/api/v1/search/members',
    );
    expect(asked.at(-1)?.query).toMatchObject({
      dept_id: String(TINY_DEPTS.engineering),
      cropids: String(MAIN_COMPANY_ID),
    });
    // Sub-departments are inside too: Frontend's people, found by their id path.
    expect(names(await searchAll(kernel, 'n'))).toEqual(
      expect.arrayContaining(['Li Ming', 'Wang Fang', 'Chen Jing']),
    );
    expect(names(await searchAll(kernel, 'n'))).not.toContain('Zhang Wei');

    kernel.searchArea.choose('everywhere');
    expect(names(await searchAll(kernel, 'Li'))).toEqual(
      expect.arrayContaining(['Li Ming', 'Liu Yang']),
    );
  });

  it('asks 5 departments when it is the first of several searchable sources, else 20', async () => {
    const counts = () =>
      suite.recorded.requests
        .filter((r) => r.path === '/directory/api/v1/search/depts')
        .map((r) => r.query.count);
    const alone = await company();
    await alone.search.search('Front');
    const first = await ready(suite, {
      sources: [{ type: 'company' }, { type: 'contact' }],
      plugins: [companyTreeSource(), contactSource()],
    });
    await first.search.search('Front');
    const second = await ready(suite, {
      sources: [{ type: 'contact' }, { type: 'company' }],
      plugins: [companyTreeSource(), contactSource()],
    });
    await second.search.search('Front');
    expect(counts()).toEqual(['20', '5', '20']);
  });

  it('member search covers the joined companies, or one with searchBySingleCompany', async () => {
    const cropids = () =>
      suite.recorded.requests
        .filter((r) => r.path === '/directory/api/v1/search/members')
        .map((r) => String(r.query.cropids).split(',').length);
    await (await company()).search.search('Li');
    await (await company({ searchBySingleCompany: true })).search.search('Li');
    expect(cropids()).toEqual([10, 1]);
  });

  it('full loads ask staff 1000 at a time from next_comp_uid 0, recursively', async () => {
    const kernel = await company();
    const [root] = await browseAll(kernel, 'company');
    await kernel.sources.require('company').loadAll!({
      signal: new AbortController().signal,
      cursor: undefined,
      parent: root,
      mode: 'browse',
      pageSize: 2,
      forceUpdate: true,
      client: kernel.client,
      kernel,
    });
    const full = suite.recorded.requests.filter(
      (r) => r.path.endsWith('/users') && r.query.limit === '1000',
    );
    expect(full[0].query).toMatchObject({
      next_comp_uid: '0',
      recursive: 'true',
      status: 'active',
      dept_fields: ['abs_path', 'id_path', 'name'],
    });
  });

  it('the root level asks parent_id 0; isExpand opens the company node at once', async () => {
    const kernel = await company({ isExpand: true });
    await kernel.tabs.loadActive();
    const root = kernel.sources.state('company').items[0];
    expect(kernel.tree.isExpanded(root.key)).toBe(true);
    expect(kernel.sources.state('company', root.key).items.length).toBeGreaterThan(0);
    const level = suite.recorded.requests.find(
      (r) => r.path === `/directory/api/${MAIN_COMPANY_ID}/department/curlevel`,
    );
    expect(level?.query).toMatchObject({ parent_id: '0', comp_id: String(MAIN_COMPANY_ID) });
  });

  it('a company member search gives nothing for a personal user', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'department', companyId: MAIN_COMPANY_ID, deptId: TINY_DEPTS.root }],
      plugins: [companyTreeSource()],
    });
    suite.setDefaultUser('personal');
    kernel.context.setUser({ ...kernel.context.user!, is_plus: false });
    const source = kernel.sources.require('department');
    const page = await source.search!({
      signal: new AbortController().signal,
      cursor: { offset: 0, departmentsDone: true },
      mode: 'search',
      query: 'Li',
      pageSize: 20,
      forceUpdate: true,
      client: kernel.client,
      kernel,
    });
    expect(page.items).toEqual([]);
  });

  it('a failing level is the error state; retry loads it', async () => {
    const kernel = await company();
    suite.faults.inject(`/directory/api/${MAIN_COMPANY_ID}/department/curlevel`, {
      status: 503,
      count: 1,
    });
    await kernel.sources.loadFirst('company', { forceUpdate: true });
    expect(kernel.sources.state('company').error?.message).toBe(
      'Request failed with status code 503',
    );
    await kernel.sources.retry('company');
    expect(kernel.sources.state('company').items).toHaveLength(1);
  });

  it('a cancelled load shows nothing', async () => {
    const kernel = await company();
    suite.faults.inject(`/directory/api/${MAIN_COMPANY_ID}/department/curlevel`, { latency: 200 });
    const pending = kernel.sources.loadFirst('company', { forceUpdate: true });
    kernel.sources.abort('company');
    await pending;
    expect(kernel.sources.state('company')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
  });

  it('back-office mode: two phases with staff pages of 20, deptIds as a list, adm search', async () => {
    const kernel = await ready(suite, {
      sources: [
        { type: 'company' },
        {
          type: 'department',
          key: 'picked',
          companyId: MAIN_COMPANY_ID,
          level: 1,
          deptIds: [TINY_DEPTS.sales, TINY_DEPTS.frontend],
        },
        {
          type: 'department',
          key: 'same',
          companyId: MAIN_COMPANY_ID,
          level: 1,
          deptId: TINY_DEPTS.engineering,
          deptIds: [TINY_DEPTS.engineering],
        },
      ],
      plugins: [companyTreeSource()],
      options: { isCms: true },
    });
    const [root] = await browseAll(kernel, 'company');
    expect(names(await browseAll(kernel, 'company', root.key))).toEqual([
      'Engineering',
      'Sales',
      'Chen Plus',
      'Liu Yang',
      'Xss <img src=x onerror=alert(1)> &amp; Co',
    ]);
    expect(names(await browseAll(kernel, 'picked'))).toEqual(['Sales', 'Frontend']);
    expect(names(await browseAll(kernel, 'same'))).toEqual(['Frontend', 'Li Ming']);
    expect(names(await searchAll(kernel, 'Zhang'))).toContain('Zhang Wei');
  });

  it('back-office mode pages a node with more than 20 sub-departments before its staff', async () => {
    const extra = Array.from({ length: 25 }, (_, i) => ({
      id: 20001 + i,
      comp_id: MAIN_COMPANY_ID,
      parent_id: TINY_DEPTS.sales,
      name: `Region ${i + 1}`,
      has_children: false,
      has_user: false,
    }));
    suite.server.use(
      http.get(`${suite.urls.directory}/api/adm/:companyId/department/curlevel`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('parent_id') !== String(TINY_DEPTS.sales)) return undefined;
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit'));
        return HttpResponse.json({
          result: 'ok',
          infos: extra.slice(offset, offset + limit),
          total: extra.length,
        });
      }),
    );
    const kernel = await ready(suite, {
      sources: [{ type: 'company' }],
      plugins: [companyTreeSource()],
      options: { isCms: true },
    });
    const [root] = await browseAll(kernel, 'company');
    const sales = (await browseAll(kernel, 'company', root.key)).find((i) => i.name === 'Sales')!;
    await kernel.sources.loadFirst('company', { parentKey: sales.key, forceUpdate: true });
    const state = kernel.sources.state('company', sales.key);
    expect(state.items).toHaveLength(20);
    expect(state.done).toBe(false);
    const all = await browseAll(kernel, 'company', sales.key);
    expect(names(all)).toEqual([...extra.map((d) => d.name), 'Zhang Wei', 'Zhao Lei']);
  });

  it('a missing company id fails the load with its message', async () => {
    suite.setDefaultUser('personal');
    const kernel = await ready(suite, {
      sources: [{ type: 'staff' }],
      plugins: [companyTreeSource()],
    });
    await kernel.sources.loadFirst('staff', { forceUpdate: true });
    expect(kernel.sources.state('staff').error?.message).toBe(MemberMessages.missingCompanyId);
  });
});
