// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemberItem, PickerRoot, type MemberInfo } from '../../../../plugins/views/components';

describe('business card', () => {
  it('opens on the id-card icon, shows loading then the loaded info, and closes with Esc', async () => {
    let resolve: (info: MemberInfo) => void = () => {};
    const loadMemberInfo = vi.fn(() => new Promise<MemberInfo>((done) => (resolve = done)));
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <MemberItem
          title="Ann"
          showIdcardIcon
          idCardProps={{ userid: 'u1', deptName: 'R&D', loadMemberInfo }}
        />
      </PickerRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(loadMemberInfo).toHaveBeenCalledWith('u1', expect.any(AbortSignal));

    resolve({ name: 'Ann Lee', nickname: 'annie' });
    const card = await screen.findByRole('dialog', { name: 'Ann Lee' });
    expect(card).toHaveTextContent('annie');
    expect(card).toHaveTextContent('R&D');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // back to loading when shown again
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows memberInfo given by the caller, as text', async () => {
    render(
      <MemberItem
        title="Ann"
        showIdcardIcon
        idCardProps={{ memberInfo: { name: '<b>Ann</b>', nickname: 'annie', deptName: 'Sales' } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    const card = await screen.findByRole('dialog', { name: '<b>Ann</b>' });
    expect(card).toHaveTextContent('Sales');
    expect(card.querySelector('b')).toBeNull();
  });

  it('keeps one card open at a time within a PickerRoot', async () => {
    const user = userEvent.setup();
    render(
      <PickerRoot>
        <MemberItem title="Ann" showIdcardIcon idCardProps={{ memberInfo: { nickname: 'a' } }} />
        <MemberItem title="Bo" showIdcardIcon idCardProps={{ memberInfo: { nickname: 'b' } }} />
      </PickerRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(await screen.findByRole('dialog', { name: 'Ann' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Business card of Bo' }));
    expect(await screen.findByRole('dialog', { name: 'Bo' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('does not click the row when the icon is clicked', async () => {
    const onClick = vi.fn();
    render(<MemberItem title="Ann" showIdcardIcon onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('links the profile only for web addresses', async () => {
    const { rerender } = render(
      <MemberItem
        title="Ann"
        showIdcardIcon
        idCardProps={{ personalCenterLink: 'javascript:alert(1)' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Business card of Ann' }));
    await screen.findByRole('dialog', { name: 'Ann' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(
      <MemberItem
        title="Ann"
        showIdcardIcon
        idCardProps={{ personalCenterLink: 'https://x.test/u/1' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      'https://x.test/u/1',
    );
  });
});
