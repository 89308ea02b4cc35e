/**
 * A source config's own base URL (member-picker.md section 4: a per-tab base URL from a string, a
 * function or an object) reaches every call of that source, browse and search, and no other
 * source's calls. The other host forwards to the fake suite, recording what it saw.
 */
import { http } from 'msw';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { contactSource } from '../../../plugins/sources/contact';
import { groupSource } from '../../../plugins/sources/group';
import { latestSource } from '../../../plugins/sources/latest';
import { useFakeSuite } from '../../support/fakeSuite';
import { browseAll, ready } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const OTHER = 'http://other-host.test/via';
let seen: string[] = [];

beforeEach(() => {
  seen = [];
  suite.server.use(
    http.all(`${OTHER}/*`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.pathname.slice('/via'.length));
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
      return fetch(
        `${suite.urls.account.replace(/\/account$/, '')}${url.pathname.slice(4)}${url.search}`,
        {
          method: request.method,
          headers: request.headers,
          body,
        },
      );
    }),
  );
});

describe("a source config's own base URL", () => {
  it('as a string: every call of that source goes there, browse and search', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'contact', baseURL: `${OTHER}/account` }, { type: 'latest' }],
      plugins: [contactSource(), latestSource()],
    });
    const contacts = await browseAll(kernel, 'contact');
    expect(contacts.length).toBeGreaterThan(0);
    expect(seen).toContain('/account/api/contact/relation/list');
    await kernel.search.search('a');
    expect(seen).toContain('/account/api/contact/relation/search');
    // The other tab keeps the picker's own services.
    await browseAll(kernel, 'latest');
    expect(seen.every((path) => path.startsWith('/account/api/contact/relation/'))).toBe(true);
  });

  it('as an object per service: the group list and its avatar lookups go there', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'group', baseURL: { account: `${OTHER}/account` } }],
      plugins: [groupSource()],
    });
    const groups = await browseAll(kernel, 'group');
    expect(groups.length).toBeGreaterThan(0);
    expect(seen).toContain('/account/api/contact/user/groups');
    expect(seen).toContain('/account/api/contact/group/users/bygroupids');
  });

  it('as a function of the service: the org tree goes there', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'company', baseURL: (service: string) => `${OTHER}/${service}` }],
      plugins: [companyTreeSource()],
    });
    await kernel.tree.loadRoots('company');
    const root = kernel.sources.state('company').items[0];
    await kernel.tree.expand(root);
    expect(kernel.sources.state('company', root.key).items.length).toBeGreaterThan(0);
    expect(seen.some((path) => path.startsWith('/directory/'))).toBe(true);
    // Init's own calls (the user, the companies) are not the source's.
    expect(seen.some((path) => path.includes('/p/auth/check'))).toBe(false);
  });
});
