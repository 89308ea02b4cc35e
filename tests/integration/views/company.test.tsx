// @vitest-environment jsdom
/** The company switcher on the real kernel: joined companies, keyboard choice, reload. */
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
    const menu = await screen.findByRole('menu', { name: 'Company' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items).toHaveLength(10);
    expect(within(menu).getByRole('menuitemradio', { name: 'Pickerkit Main Co' })).toBeChecked();
    expect(within(menu).getByRole('menuitemradio', { name: 'Partner Co 2' })).not.toBeChecked();

    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(kernel.context.currentCompanyId).toBe('8800002');
    expect(screen.getByRole('button', { name: 'Company: Partner Co 2' })).toBeInTheDocument();

    // The tree reloads for the new company; the earlier selection stays.
    const again = await screen.findByRole('tree');
    await within(again).findByRole('treeitem', { name: /^Partner Co 2/ });
    expect(within(again).queryByRole('treeitem', { name: /^Pickerkit Main Co/ })).toBeNull();
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
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
