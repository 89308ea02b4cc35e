// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickerShell } from '../../../plugins/views/shell';
import { createTestKernel, memorySource, mockViewport, user } from './helpers';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(400);
});
afterEach(() => {
  restore();
  vi.useRealTimers();
});

describe('PickerShell', () => {
  it('lays out a labelled dialog with a keyboard path from the search box to confirm', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1), user(2)] })]);
    const onConfirm = vi.fn();
    render(<PickerShell kernel={kernel} okText="Done" width={600} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select the member you want to add' });
    expect(dialog.closest('.pk-root')).not.toBeNull();
    expect(dialog.style.width).toBe('600px');
    await screen.findByText('User 2');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('listbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    for (let i = 0; i < 6 && document.activeElement !== done; i += 1) await userEvent.tab();
    expect(done).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0][0].items.map((item: { key: string }) => item.key)).toEqual([
      'user_1',
    ]);
    expect(onConfirm.mock.calls[0][0].remind).toBe(true);
  });

  it('notifies selection changes debounced 100 ms', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1)] })]);
    const onChange = vi.fn();
    render(<PickerShell kernel={kernel} onChange={onChange} />);
    await screen.findByRole('dialog');
    vi.useFakeTimers();
    act(() => {
      kernel.selection.toggle(user(1));
      kernel.selection.toggle(user(2));
    });
    act(() => vi.advanceTimersByTime(99));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toHaveLength(2);
  });

  it('shows the init error and retries init on click', async () => {
    const { kernel } = createTestKernel([memorySource({ items: [user(1)] })]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    kernel.hooks.beforeInit.tapPromise('test:user', async () => {
      if (fail) throw new Error('no user');
    });
    render(<PickerShell kernel={kernel} />);
    const retry = await screen.findByRole('button', { name: 'An error occurs. Click to retry.' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('User 1')).toBeInTheDocument();
  });
});
