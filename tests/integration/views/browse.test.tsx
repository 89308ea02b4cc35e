// @vitest-environment jsdom
/** Browsing on the real kernel and sources: tabs, the recent list, the org tree and load more. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { MAIN_COMPANY, mockViewport, renderShell } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('.pk-item__title > span')?.textContent ?? '');

describe('browsing the picker on the fake suite', () => {
  it('shows one tab per configured source and the recent list of the signed-in user', async () => {
    renderShell(suite, {
      sources: [{ type: 'latest' }, { type: 'company' }, { type: 'contact' }, { type: 'group' }],
    });
    const tablist = await screen.findByRole('tablist', { name: 'Sources' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Recent', 'Organization', 'Contacts', 'Groups']);
    expect(within(tablist).getByRole('tab', { name: 'Recent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Li Ming');
    expect(optionNames(list)).toEqual(['Li Ming', 'Wang Fang', 'Liu Yang', 'Chen Jing']);

    await userEvent.click(within(tablist).getByRole('tab', { name: 'Contacts' }));
    await within(screen.getByRole('listbox')).findByText('Li Ming (mark)');
  });

  it('expands Engineering in the org tree and shows Frontend one level down', async () => {
    renderShell(suite, {
      sources: [{ type: 'department', companyId: MAIN_COMPANY, deptId: 10001 }],
    });
    const tree = await screen.findByRole('tree', { name: 'Department' });
    const engineering = await within(tree).findByRole('treeitem', { name: /^Engineering/ });
    expect(engineering).toHaveAttribute('aria-level', '1');
    expect(engineering).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(engineering).getByText('Engineering'));
    const frontend = await within(tree).findByRole('treeitem', { name: /^Frontend/ });
    expect(frontend).toHaveAttribute('aria-level', '2');
    expect(engineering).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByRole('treeitem', { name: /^Li Ming/ })).toHaveAttribute(
      'aria-level',
      '2',
    );
  });

  it('selecting a department checks it, half-checks its parent and counts it in the panel', async () => {
    renderShell(suite, {
      sources: [{ type: 'company', rootNodeSelectable: true, isExpand: true }],
      // A department counts as one pick here (with 'staff' it counts its memberCount).
      options: { departmentCounting: 'one' },
    });
    const tree = await screen.findByRole('tree');
    const root = await within(tree).findByRole('treeitem', { name: /^Pickerkit Main Co/ });
    const engineering = await within(tree).findByRole('treeitem', { name: /^Engineering/ });
    expect(engineering).toHaveAttribute('aria-level', '2');
    expect(root).toHaveAttribute('aria-checked', 'false');

    // Keyboard: Down to Engineering, Space toggles its selection (Enter would expand it).
    tree.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tree).toHaveAttribute('aria-activedescendant', engineering.id);
    await userEvent.keyboard(' ');
    expect(engineering).toHaveAttribute('aria-checked', 'true');
    expect(root).toHaveAttribute('aria-checked', 'mixed');
    expect(engineering).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: /Selected$/ });
    expect(within(panel).getByRole('heading')).toHaveTextContent(/^1 Selected$/);
    expect(await within(panel).findByRole('listitem')).toHaveTextContent('Engineering');

    // Everyone inside shows as selected once the department opens.
    await userEvent.click(within(engineering).getByText('Engineering'));
    const liMing = await within(tree).findByRole('treeitem', { name: /^Li Ming/ });
    expect(liMing).toHaveAttribute('aria-checked', 'true');
  });

  it('loads the next page from the Load More row and on scrolling to the end', async () => {
    renderShell(suite, { sources: [{ type: 'contact' }], options: { pageSize: 2 } });
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Li Ming (mark)');
    expect(optionNames(list)).toEqual(['Li Ming (mark)', 'Wang Fang', '']);
    await userEvent.click(within(list).getByRole('option', { name: 'Load More' }));
    await within(list).findByText('Zhang Wei');
    expect(optionNames(list)).toEqual(['Li Ming (mark)', 'Wang Fang', 'Zhang Wei', 'Liu Yang', '']);

    fireEvent.scroll(list, { target: { scrollTop: 10_000 } });
    await within(list).findByText('Chen Jing');
    expect(within(list).queryByRole('option', { name: 'Load More' })).toBeNull();
  });
});
