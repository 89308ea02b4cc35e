// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlatList } from '../../../plugins/views/list';
import { specialRowsView } from '../../../plugins/views/special-rows';
import { createTestKernel, memorySource, mockViewport, renderWithKernel, user } from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

describe('special rows', () => {
  it('adds Add Contacts to a contact list and calls its handler', async () => {
    const onAddContact = vi.fn();
    const { kernel } = createTestKernel([
      memorySource({ key: 'contact', type: 'contact', items: [user(1)] }),
    ]);
    const actions: string[] = [];
    kernel.hooks.onUserAction.tap('spy', (action) => void actions.push(action.type));
    kernel.use(specialRowsView({ onAddContact }));
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="contact" />);
    await userEvent.click(await screen.findByText('Add Contacts'));
    expect(onAddContact).toHaveBeenCalledTimes(1);
    expect(actions).toEqual(['addContact']);
    expect(kernel.selection.count).toBe(0);
  });

  it('hides Add Contacts in the oem release', async () => {
    const { kernel } = createTestKernel(
      [memorySource({ key: 'contact', type: 'contact', items: [user(1)] })],
      { release: 'oem' },
    );
    kernel.use(specialRowsView({ onAddContact: vi.fn() }));
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="contact" />);
    await screen.findByText('User 1');
    expect(screen.queryByText('Add Contacts')).toBeNull();
  });

  it('shows the custom-group rows only when their handlers are given', async () => {
    const onManageCustomGroup = vi.fn();
    const { kernel } = createTestKernel([
      memorySource({ key: 'custom', type: 'custom', items: [user(1)] }),
    ]);
    kernel.use(specialRowsView({ onManageCustomGroup }));
    renderWithKernel(kernel, <FlatList mode="browse" sourceKey="custom" />);
    await userEvent.click(await screen.findByText('Custom Group Management'));
    expect(onManageCustomGroup).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('New Custom Group')).toBeNull());
  });
});
