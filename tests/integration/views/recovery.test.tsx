// @vitest-environment jsdom
/** A failing source on the real kernel: the error panel, and its retry once the fault is gone. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { mockViewport, renderShell } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

const RECENT = '/directory/api/v2/recent/contacts';

describe('a failing source', () => {
  it('shows the error panel; its click recovers once the fault is cleared, keeping the selection', async () => {
    suite.faults.inject(RECENT, { status: 500 });
    renderShell(suite, { sources: [{ type: 'contact' }, { type: 'latest' }] });
    const contacts = await screen.findByRole('listbox');
    await userEvent.click(await within(contacts).findByText('Zhang Wei'));
    expect(screen.getByText('1 Selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    const retry = await screen.findByRole('button', { name: 'An error occurs. Click to retry.' });
    const live = document.querySelector<HTMLElement>('[data-pk-announcer]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(live).toHaveTextContent(
        'The list could not be loaded. Use the retry button to try again.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    // Still failing: the panel stays.
    await userEvent.click(retry);
    expect(
      await screen.findByRole('button', { name: 'An error occurs. Click to retry.' }),
    ).toBeInTheDocument();

    suite.faults.clear(RECENT);
    await new Promise((resolve) => setTimeout(resolve, 650)); // past the 600 ms click throttle
    await userEvent.click(screen.getByRole('button', { name: 'An error occurs. Click to retry.' }));
    const recent = await screen.findByRole('listbox');
    await within(recent).findByText('Li Ming');
    await waitFor(() => expect(live).toHaveTextContent(/^Loaded\. \d+ rows? shown\.$/));
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Selected members' })).getByText('Zhang Wei'),
    ).toBeInTheDocument();
  }, 30_000);

  it('a failed next page keeps the rows and retries from an error row', async () => {
    renderShell(suite, { sources: [{ type: 'contact' }], options: { pageSize: 2 } });
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Wang Fang');
    suite.faults.inject('/account/api/contact/relation/list', { status: 503 });
    await userEvent.click(within(list).getByRole('option', { name: 'Load More' }));
    const errorRow = await within(list).findByRole('option', {
      name: 'An error occurs. Click to retry.',
    });
    expect(within(list).getByText('Wang Fang')).toBeInTheDocument();
    suite.faults.clear();
    await new Promise((resolve) => setTimeout(resolve, 650));
    await userEvent.click(errorRow);
    await within(list).findByText('Zhang Wei');
  });
});
