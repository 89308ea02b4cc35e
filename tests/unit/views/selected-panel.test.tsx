// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectedPanel } from '../../../plugins/views/selected-panel';
import { createTestKernel, mockViewport, renderWithKernel, user } from './helpers';
import { act } from 'react';

let restore: () => void;
beforeEach(() => {
  restore = mockViewport(400);
});
afterEach(() => restore());

const props = () => ({
  remind: true,
  onRemindChange: vi.fn(),
  onCancel: vi.fn(),
  onConfirm: vi.fn(),
});

describe('SelectedPanel', () => {
  it('shows the empty-selected view and keeps confirm disabled with nothing selected', () => {
    const { kernel } = createTestKernel();
    renderWithKernel(kernel, <SelectedPanel {...props()} />);
    expect(screen.getByText('0 Selected')).toBeInTheDocument();
    expect(screen.getByText('No members selected yet. Tick them in the list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Notify people' })).toBeNull();
  });

  it('counts the selection, removes a chip and enables confirm', async () => {
    const { kernel } = createTestKernel();
    const p = props();
    renderWithKernel(kernel, <SelectedPanel {...p} okText="Add" cancelText="Back" />);
    act(() => {
      kernel.selection.toggle(user(1));
      kernel.selection.toggle(user(2));
    });
    expect(screen.getByText('2 Selected')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    const ok = screen.getByRole('button', { name: 'Add' });
    expect(ok).toBeEnabled();
    await userEvent.click(ok);
    expect(p.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove User 1' }));
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(p.onCancel).toHaveBeenCalled();
  });

  it('clear-all keeps the disabled items, which have no close icon', async () => {
    const { kernel } = createTestKernel([], {
      disabled: [{ type: 'user', id: '9', name: 'Boss' }],
    });
    renderWithKernel(kernel, <SelectedPanel {...props()} />);
    act(() => {
      kernel.selection.toggle(user(1));
    });
    expect(screen.getByText('2 Selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
    expect(screen.getByText('Boss')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Boss' })).toBeNull();
  });

  it('shows the remind checkbox, on by default, only for remindable types', () => {
    const { kernel } = createTestKernel();
    const p = props();
    renderWithKernel(kernel, <SelectedPanel {...p} />);
    act(() => {
      kernel.selection.toggle({ ...user(5), key: 'self_5', type: 'self' });
    });
    expect(screen.queryByRole('checkbox', { name: 'Notify people' })).toBeNull();
    act(() => {
      kernel.selection.toggle(user(1));
    });
    const remind = screen.getByRole('checkbox', { name: 'Notify people' });
    expect(remind).toHaveAttribute('aria-checked', 'true');
  });

  it('answers a tick with the count and OK in its frame and the chips after that paint', () => {
    vi.useFakeTimers();
    try {
      const { kernel } = createTestKernel();
      renderWithKernel(kernel, <SelectedPanel {...props()} />);
      act(() => {
        kernel.selection.toggle(user(1));
      });
      // The click's frame: the count and OK, no chip yet.
      expect(screen.getByText('1 Selected')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      // Never "nothing selected" beside its count.
      expect(screen.queryByText('No members selected yet. Tick them in the list.')).toBeNull();
      // A second tick before that frame: one chip update later, with both.
      act(() => {
        kernel.selection.toggle(user(2));
      });
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(screen.getByText('2 Selected')).toBeInTheDocument();
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      // After the paint (the task queued by that frame): the chips, both at once.
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByText('No members selected yet. Tick them in the list.')).toBeNull();
      // The last untick from the list: the chips and the empty text in its own frame.
      act(() => {
        kernel.selection.toggle(user(1));
        kernel.selection.toggle(user(2));
      });
      expect(screen.queryAllByRole('listitem')).toHaveLength(0);
      expect(
        screen.getByText('No members selected yet. Tick them in the list.'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes the chip whose close button was clicked in that click, not a frame later', () => {
    vi.useFakeTimers();
    try {
      const { kernel } = createTestKernel();
      renderWithKernel(kernel, <SelectedPanel {...props()} />);
      act(() => {
        kernel.selection.toggle(user(1));
        kernel.selection.toggle(user(2));
      });
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Remove User 1' }));
      });
      expect(screen.getByText('1 Selected')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(screen.queryByText('User 1')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the last selection after a burst of ticks and removals from the list', async () => {
    const { kernel } = createTestKernel();
    renderWithKernel(kernel, <SelectedPanel {...props()} />);
    act(() => {
      kernel.selection.toggle(user(1));
    });
    act(() => {
      kernel.selection.toggle(user(2));
    });
    act(() => {
      kernel.selection.toggle(user(1));
    });
    expect(screen.getByText('1 Selected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('User 2')).toBeInTheDocument();
  });

  it('drops the pending chip update when the panel unmounts', () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { kernel } = createTestKernel();
      const view = renderWithKernel(kernel, <SelectedPanel {...props()} />);
      act(() => {
        kernel.selection.toggle(user(1));
      });
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      view.unmount();
      expect(vi.getTimerCount()).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      vi.useRealTimers();
    }
  });
});
