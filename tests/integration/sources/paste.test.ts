/**
 * Pasting a list against the fake suite: the member picker's company and contact sources and the
 * union selector's people tabs resolve entries by e-mail, phone and name from the suite's data.
 */
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { contactSource } from '../../../plugins/sources/contact';
import { useFakeSuite } from '../../support/fakeSuite';
import { ready } from './harness';
import { unionKernel } from './union/harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const MEMBER_SEARCH = '/directory/api/v1/search/members';

const memberPicker = () =>
  ready(suite, {
    sources: [{ type: 'company' }, { type: 'staff', key: 'staff' }, { type: 'contact' }],
    plugins: [companyTreeSource(), contactSource()],
  });

describe('pasting a list in the member picker', () => {
  it('picks staff found by e-mail, phone and exact name, and reports the rest', async () => {
    const kernel = await memberPicker();
    const [first, second, third] = suite.dataset.homeOrg('plus').staff;
    const report = await kernel.paste.paste(
      [
        `${first.name} <${first.email.toUpperCase()}>`,
        `+86 ${second.phone}`,
        third.name,
        'nobody@pickerkit.test',
        'not-an-address@',
      ].join('\n'),
    );
    expect(report?.outcomes.map((outcome) => outcome.kind)).toEqual([
      'added',
      'added',
      'added',
      'notFound',
      'malformed',
    ]);
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual([
      first.name,
      second.name,
      third.name,
    ]);
  });

  it('asks the member search once per entry although two company sources can resolve', async () => {
    const kernel = await memberPicker();
    const [first, second] = suite.dataset.homeOrg('plus').staff;
    const before = suite.recorded.requests.length;
    await kernel.paste.paste(`${first.email} ${second.email}`);
    const searches = suite.recorded.requests
      .slice(before)
      .filter((request) => request.path === MEMBER_SEARCH);
    expect(searches).toHaveLength(2);
  });

  it('a failing lookup fails its batch only: reported, and the other batches are picked', async () => {
    const kernel = await memberPicker();
    const staff = suite.dataset.homeOrg('plus').staff;
    const emails = Array.from({ length: 25 }, (_, at) => staff[at % staff.length].email);
    suite.faults.inject(MEMBER_SEARCH, { status: 500, count: 1 });
    const report = await kernel.paste.paste(emails.join(','));
    const counts = report!.counts;
    // Batches of 20: the one request that fails belongs to one of the two batches.
    expect([20, 5]).toContain(counts.failed);
    expect(counts.added).toBeGreaterThan(0);
    expect(counts.added + counts.alreadyPicked + counts.failed).toBe(25);
    expect(kernel.selection.count).toBe(counts.added);
  });
});

describe('pasting a list in the union selector', () => {
  it('resolves through its people tabs, one lookup per entry', async () => {
    const kernel = await unionKernel(suite);
    const [first, second] = suite.dataset.homeOrg('plus').staff;
    const before = suite.recorded.requests.length;
    const report = await kernel.paste.paste(`${first.email}; ${second.phone}`);
    expect(report?.counts).toMatchObject({ added: 2 });
    const searches = suite.recorded.requests
      .slice(before)
      .filter((request) => request.path === MEMBER_SEARCH);
    expect(searches).toHaveLength(2);
  });
});
