// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
