// @vitest-environment jsdom
/** The open card is a chunk of its own: when it cannot be loaded, the card closes with a warning. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberItem, PickerRoot } from '../../../../plugins/views/components';

vi.mock('../../../../plugins/views/components/BusinessCard/BusinessCardPopover', () => {
  throw new Error('chunk failed');
});

describe('business card whose chunk fails to load', () => {
  it('closes again, warns, and leaves the row working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <MemberItem
          title="Ann"
          showIdcardIcon
          idCardProps={{ userid: 'u1', loadMemberInfo: () => new Promise(() => {}) }}
        />
      </PickerRoot>,
    );
    const trigger = screen.getByRole('button', { name: 'Business card of Ann' });
    await user.click(trigger);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[pickerkit] the business card could not be loaded:',
        expect.anything(),
      ),
    );
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Ann')).toBeInTheDocument();
    warn.mockRestore();
  });
});
