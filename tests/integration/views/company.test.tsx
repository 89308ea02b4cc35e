// @vitest-environment jsdom
/** The company switcher on the real kernel: joined companies, keyboard choice, reload. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerWith } from '../sources/harness';
import { useFakeSuite } from '../../support/fakeSuite';
import { mockViewport, renderShell } from './harness';

const WORKSPACE = '/directory/svr/v1/users/self/workspace';
const workspaceCalls = () => suite.recorded.requests.filter((r) => r.path === WORKSPACE);

async function choose(companyName: string) {
  await userEvent.click(await screen.findByRole('button', { name: /^Company: / }));
  const menu = await screen.findByRole('menu', { name: 'Company' });
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: companyName }));
}

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

describe('company switcher', () => {
  it('lists the joined companies, shows the current one and switches from the keyboard', async () => {
    const { kernel } = renderShell(suite, {
      sources: [{ type: 'company' }, { type: 'contact' }],
    });
    const tree = await screen.findByRole('tree');
    await within(tree).findByRole('treeitem', { name: /^Pickerkit Main Co/ });
    kernel.selection.toggle(kernel.sources.state('company').items[0]);
    const trigger = screen.getByRole('button', { name: 'Company: Pickerkit Main Co' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    // In the dialog header beside the title, not in the tab bar (where it hid tabs).
    expect(trigger.closest('.pk-modal__header')).not.toBeNull();
    expect(trigger.closest('.pk-tabs__bar')).toBeNull();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    // The open menu is a chunk of its own: the file's first opening waits for it to load.
    const menu = await screen.findByRole('menu', { name: 'Company' }, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items).toHaveLength(10);
    expect(within(menu).getByRole('menuitemradio', { name: 'Pickerkit Main Co' })).toBeChecked();
    expect(within(menu).getByRole('menuitemradio', { name: 'Partner Co 2' })).not.toBeChecked();

    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(kernel.context.currentCompanyId).toBe('8800002'));
    expect(screen.getByRole('button', { name: 'Company: Partner Co 2' })).toBeInTheDocument();

    // The tree reloads for the new company; the earlier selection stays.
    const again = await screen.findByRole('tree');
    await within(again).findByRole('treeitem', { name: /^Partner Co 2/ });
    expect(within(again).queryByRole('treeitem', { name: /^Pickerkit Main Co/ })).toBeNull();
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
  });

  it('switches through the company-switch fetch, retried 300 ms apart until it answers', async () => {
    const { kernel } = renderShell(suite, { sources: [{ type: 'company' }] });
    await within(await screen.findByRole('tree')).findByRole('treeitem', {
      name: /^Pickerkit Main Co/,
    });
    suite.faults.inject(WORKSPACE, { status: 500, count: 3 });
    await choose('Partner Co 2');
    // While the fetch is retried the picker still shows the current company, marked busy.
    const trigger = screen.getByRole('button', { name: 'Company: Pickerkit Main Co' });
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(kernel.context.currentCompanyId).toBe('8800001');

    await waitFor(() => expect(kernel.context.currentCompanyId).toBe('8800002'), {
      timeout: 5000,
    });
    const calls = workspaceCalls();
    expect(calls).toHaveLength(4);
    for (let i = 1; i < calls.length; i++) {
      expect(calls[i].at - calls[i - 1].at).toBeGreaterThanOrEqual(290);
    }
    const tree = await screen.findByRole('tree');
    await within(tree).findByRole('treeitem', { name: /^Partner Co 2/ });
    expect(screen.getByRole('button', { name: 'Company: Partner Co 2' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('keeps the current company and says so when the fetch fails all 6 retries', async () => {
    const { kernel } = renderShell(suite, { sources: [{ type: 'contact' }] });
    await screen.findByRole('listbox');
    suite.faults.inject(WORKSPACE, { status: 500 });
    await choose('Partner Co 2');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The company could not be switched. Try again.',
    );
    expect(workspaceCalls()).toHaveLength(7);
    expect(kernel.context.currentCompanyId).toBe('8800001');
    expect(screen.getByRole('button', { name: 'Company: Pickerkit Main Co' })).toBeInTheDocument();

    // Trying again once the suite answers switches, and the notice goes.
    suite.faults.clear(WORKSPACE);
    await choose('Partner Co 2');
    await waitFor(() => expect(kernel.context.currentCompanyId).toBe('8800002'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an account-isolation session shows the company the switch fetch answers', async () => {
    // A company account that lists a second company: its session stays in its own company.
    suite.setDefaultUser('isolated');
    answerWith(suite, 'plus', '/compose/v1/users/self/workspaces', {
      companies: [
        { id: 8800100, name: 'Isolated Co' },
        { id: 8800001, name: 'Pickerkit Main Co' },
      ],
      workspace: 8800100,
    });
    const { kernel } = renderShell(suite, { sources: [{ type: 'latest' }] });
    await screen.findByRole('button', { name: 'Company: Isolated Co' });
    await choose('Pickerkit Main Co');
    await waitFor(() => expect(workspaceCalls()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Company: / })).not.toHaveAttribute('aria-busy'),
    );
    expect(kernel.context.currentCompanyId).toBe('8800100');
  });

  it('Esc closes the menu without closing the picker', async () => {
    let cancelled = 0;
    renderShell(suite, { sources: [{ type: 'contact' }], props: { onCancel: () => cancelled++ } });
    const trigger = await screen.findByRole('button', { name: 'Company: Pickerkit Main Co' });
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Company' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(cancelled).toBe(0);
    expect(trigger).toHaveFocus();
  });

  it('is not shown to a user with one company or none', async () => {
    suite.setDefaultUser('personal');
    renderShell(suite, { sources: [{ type: 'contact' }] });
    await screen.findByRole('listbox');
    expect(screen.queryByRole('button', { name: /^Company/ })).toBeNull();
  });
});
