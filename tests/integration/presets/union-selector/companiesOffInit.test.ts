/**
 * A new company user's joined companies are read by the company member search alone, so init and
 * the all tab's first page do not wait for them; a search waits for them and asks every joined
 * company; once they are in, a search does not wait at all.
 */
import { when } from 'mobx';
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import { joinedCompaniesOf } from '../../../../plugins/sources/union/unionContext';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const WORKSPACES = '/plus/compose/v1/users/self/workspaces';
const RECENT = '/account/api/contact/relation/last_list';
const MEMBERS = '/directory/api/v1/search/members';
const LATENCY = 300;

const requestsTo = (path: string) => suite.recorded.requests.filter((r) => r.path === path);

describe('union selector: joined companies off the init path', () => {
  it('init ends and the all tab is asked while the joined companies are still on their way', async () => {
    suite.faults.inject(WORKSPACES, { latency: LATENCY });
    const kernel = createUnionSelectorKernel({ fid: 1, multiple: true, services: suite.urls });
    await kernel.init();
    expect(kernel.status).toBe('ready');
    expect(kernel.context.isNewCompanyUser).toBe(true);
    expect(kernel.context.companies).toEqual([]);
    await when(() => kernel.sources.state('all').status === 'loaded');
    // The all tab's rows are in while the companies are still on their way.
    expect(requestsTo(RECENT)).toHaveLength(1);
    expect(kernel.context.companies).toEqual([]);
    const loading = joinedCompaniesOf(kernel);
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(requestsTo(WORKSPACES)).toHaveLength(1);
    expect(kernel.context.companies.length).toBeGreaterThan(0);
    // Once they are in, a search reads them at once: its member call leaves with the others,
    // not a microtask later (after the render its keystroke scheduled).
    expect(joinedCompaniesOf(kernel)).toBeNull();
    kernel.dispose();
  });

  it('a search started before the companies are in waits for them and asks each of them', async () => {
    suite.faults.inject(WORKSPACES, { latency: LATENCY });
    const kernel = createUnionSelectorKernel({ fid: 1, multiple: true, services: suite.urls });
    await kernel.init();
    expect(kernel.context.companies).toEqual([]);
    kernel.search.setQuery('a');
    await when(() => kernel.search.isSearching && kernel.search.status !== 'loading', {
      timeout: 5000,
    });
    await when(() => requestsTo(MEMBERS).length > 0 && kernel.search.status !== 'loading', {
      timeout: 5000,
    });
    const joined = kernel.context.companies.map((company) => company.id);
    // More than the user's own company: the search asked the joined ones, not the fallback.
    expect(joined.length).toBeGreaterThan(1);
    expect(String(requestsTo(MEMBERS)[0].query.cropids).split(',')).toEqual(joined);
    kernel.dispose();
  });
});
