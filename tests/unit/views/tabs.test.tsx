// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHELL_CSS } from '../../../plugins/views/shell/shellStyles';
import { Tabs } from '../../../plugins/views/tabs';
import { createTestKernel, memorySource, renderWithKernel } from './helpers';

describe('Tabs', () => {
  it('is a tablist whose arrows move and activate tabs, with translated tab names', async () => {
    const { kernel, tabs } = createTestKernel([
      memorySource({ key: 'latest', items: [] }),
      memorySource({ key: 'contact', type: 'contact', items: [] }),
    ]);
    tabs.list[0].title = 'recent';
    tabs.list[1].title = 'contact';
    renderWithKernel(kernel, <Tabs extra={<span>extra</span>}>panel body</Tabs>);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    const recent = screen.getByRole('tab', { name: 'Recent' });
    const contacts = screen.getByRole('tab', { name: 'Contacts' });
    expect(recent).toHaveAttribute('aria-selected', 'true');
    expect(contacts).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Recent' })).toHaveTextContent('panel body');
    recent.focus();
    fireEvent.keyDown(recent, { key: 'ArrowRight', keyCode: 39 });
    expect(tabs.activeKey).toBe('contact');
    expect(screen.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Contacts' })).toHaveFocus();
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(tabs.activeKey).toBe('latest');
  });

  it('keeps the tabs on one row that scrolls, every tab reachable by the keys', () => {
    const keys = ['latest', 'company', 'contact', 'group', 'myTeam'];
    const { kernel, tabs } = createTestKernel(
      keys.map((key) => memorySource({ key, type: key, items: [] })),
    );
    renderWithKernel(kernel, <Tabs extra={<span>extra</span>}>panel body</Tabs>);
    const tablist = screen.getByRole('tablist');
    expect(tablist).toHaveClass('pk-tabs__list');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    // Only the tab-level extra sits beside the tab rail (the company switcher is in the header).
    const bar = tablist.closest('.pk-tabs__bar') as HTMLElement;
    expect(bar.children).toHaveLength(2);
    expect(within(bar).getByText('extra')).toBeInTheDocument();
    // jsdom has no layout: the rule is what keeps one row that scrolls (arrows show the rest).
    const rule = /\.pk-root \.pk-tabs__list \{([^}]*)\}/.exec(SHELL_CSS)?.[1] ?? '';
    expect(rule).not.toContain('flex-wrap: wrap');
    expect(rule).toContain('min-width: 0');
    expect(rule).toContain('overflow-x: auto');
    // APG keys reach every tab, those scrolled out of view included.
    const first = screen.getAllByRole('tab')[0];
    first.focus();
    fireEvent.keyDown(first, { key: 'End', keyCode: 35 });
    expect(tabs.activeKey).toBe('myTeam');
    expect(screen.getAllByRole('tab')[4]).toHaveFocus();
    fireEvent.keyDown(screen.getAllByRole('tab')[4], { key: 'ArrowRight', keyCode: 39 });
    expect(tabs.activeKey).toBe('latest');
    fireEvent.keyDown(screen.getAllByRole('tab')[0], { key: 'ArrowLeft', keyCode: 37 });
    expect(tabs.activeKey).toBe('myTeam');
    fireEvent.keyDown(screen.getAllByRole('tab')[4], { key: 'Home', keyCode: 36 });
    expect(tabs.activeKey).toBe('latest');
  });
});
