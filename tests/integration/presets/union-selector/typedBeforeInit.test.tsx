// @vitest-environment jsdom
/**
 * A tab chosen while the union selector still starts (init waits for the user) is shown as
 * selected with its search box; what is typed there meanwhile is searched in that tab once the
 * tabs are built, not dropped with the switch. Text typed before any tab was chosen is searched in
 * the tab the selector opens on.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnionSelector } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';
import { mockViewport } from '../../../unit/views/helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const USER = '/account/p/auth/check';
const DEPARTMENT_SEARCH = '/api/v1/search/depts';
// Long enough that the clicks and keys below land before init ends, even on a loaded machine.
const INIT_LATENCY = 1500;

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = mockViewport(480);
});
afterEach(() => {
  restoreViewport();
  document.body.replaceChildren();
});

const searches = (path: string) =>
  suite.recorded.requests.filter((request) => request.path.endsWith(path));

async function openWhileInitWaits() {
  suite.faults.inject(USER, { latency: INIT_LATENCY });
  render(
    <UnionSelector fid={8000001} services={suite.urls} language="en" storage={null} multiple />,
  );
  const region = await screen.findByRole('region', { name: 'Insert' });
  // Init has not ended: no tab's list has loaded yet.
  expect(suite.recorded.requests.some((request) => request.path === USER)).toBe(true);
  expect(within(region).queryByRole('option')).toBeNull();
  return region;
}

describe('union selector: text typed while it starts', () => {
  it('a tab chosen before init ended searches what was typed in its box', async () => {
    const region = await openWhileInitWaits();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('tab', { name: 'Department' }));
    expect(within(region).getByRole('tab', { name: 'Department' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(within(region).getByRole('searchbox', { name: 'Search' }), 'e');

    // The department search asks the suite for what was typed, and its hits are the results.
    await waitFor(
      () => {
        const asked = searches(DEPARTMENT_SEARCH).map((request) => request.query.query);
        expect(asked).toContain('e');
      },
      { timeout: INIT_LATENCY + 3000 },
    );
    await waitFor(() => {
      const results = within(region).getByRole('listbox', { name: 'Search results' });
      const rows = within(results)
        .getAllByRole('option')
        .filter((row) => row.textContent !== 'Load More');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Department');
    });
    expect(within(region).getByRole('searchbox', { name: 'Search' })).toHaveValue('e');
    expect(within(region).getByRole('tab', { name: 'Department' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('text typed before any tab was chosen is searched in the tab the selector opens on', async () => {
    const region = await openWhileInitWaits();
    const user = userEvent.setup();
    await user.type(within(region).getByRole('searchbox', { name: 'Search' }), 'en');
    const results = await within(region).findByRole(
      'listbox',
      { name: 'Search results' },
      { timeout: INIT_LATENCY + 3000 },
    );
    await waitFor(() => expect(within(results).getAllByRole('option').length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    expect(within(region).getByRole('searchbox', { name: 'Search' })).toHaveValue('en');
    await act(async () => undefined);
  });
});
