// @vitest-environment jsdom
/**
 * What a host sets on the member picker's shell through the preset: the search placeholder, the
 * empty state's text and link, the tip line, the tab-level and right-side dropdowns (whose choice
 * is the payload's dropdownSelectIndex) and the bottom slot.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmPayload } from '../../../kernel';
import { MemberPicker, openMemberPicker } from '../../../presets/member-picker';
import { useFakeSuite } from '../../support/fakeSuite';
import { mockViewport } from '../views/harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = mockViewport(480);
});
afterEach(() => {
  cleanup();
  restoreViewport();
});

const common = () => ({
  services: suite.urls,
  language: 'en',
  storage: null,
  _from: 'tests',
  _function: 'member-picker',
});

const PERMISSIONS = {
  label: 'Permission',
  items: [
    { key: 'read', title: 'Can view' },
    { key: 'write', title: 'Can edit' },
    { key: 'admin', title: 'Can manage' },
  ],
};

async function chooseFrom(trigger: HTMLElement, title: string) {
  await userEvent.click(trigger);
  // The open menu is a chunk of its own: the file's first opening waits for it to load.
  const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: title }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('member picker host options', () => {
  it('places the placeholder, empty text and link, tip, tab dropdown and bottom slot', async () => {
    const onLink = vi.fn();
    const onTabMenu = vi.fn();
    render(
      <MemberPicker
        {...common()}
        sources={[
          { type: 'selfDefine', key: 'rooms', title: 'Rooms', searchable: false, get: () => [] },
        ]}
        placeholder="Name, e-mail or phone"
        emptyText="Nobody booked a room yet"
        emptyLink={{ text: 'Book a room', onClick: onLink }}
        tip="Only people of your company are listed"
        tabDropdown={{
          label: 'Scope',
          items: [
            { key: 'mine', title: 'My rooms' },
            { key: 'all', title: 'All rooms' },
          ],
          selectedKey: 'mine',
          onSelect: onTabMenu,
        }}
        selectedBottom="Picked people get an e-mail"
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Name, e-mail or phone',
    );
    expect(await within(dialog).findByText('Nobody booked a room yet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book a room' }));
    expect(onLink).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Only people of your company are listed')).toHaveClass(
      'pk-tip',
    );
    const panel = within(dialog).getByRole('region', { name: '0 Selected' });
    expect(within(panel).getByText('Picked people get an e-mail')).toBeInTheDocument();

    const tabBar = within(dialog).getByRole('tablist').closest('.pk-tabs__bar') as HTMLElement;
    const scope = within(tabBar).getByRole('button', { name: 'Scope: My rooms' });
    await chooseFrom(scope, 'All rooms');
    expect(onTabMenu).toHaveBeenCalledWith('all', 1);
    expect(within(tabBar).getByRole('button', { name: 'Scope: All rooms' })).toBeVisible();
  });

  it("the right-side dropdown's choice is the payload's dropdownSelectIndex", async () => {
    const onConfirm = vi.fn<(payload: ConfirmPayload) => void>();
    const onChange = vi.fn();
    render(
      <MemberPicker
        {...common()}
        sources={[{ type: 'latest' }]}
        selectedDropdown={{ ...PERMISSIONS, onChange }}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('listbox');
    await userEvent.click((await within(list).findAllByRole('option'))[0]);
    const panel = within(dialog).getByRole('region', { name: '1 Selected' });
    const trigger = within(panel).getByRole('button', { name: 'Permission: Can view' });
    await chooseFrom(trigger, 'Can manage');
    expect(onChange).toHaveBeenCalledWith(2, 'admin');
    expect(within(panel).getByRole('button', { name: 'Permission: Can manage' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0][0].dropdownSelectIndex).toBe(2);
  });

  it('openMemberPicker resolves with the default index when the host set one and nobody chose', async () => {
    const result = openMemberPicker({
      ...common(),
      sources: [{ type: 'latest' }],
      selectedDropdown: { ...PERMISSIONS, defaultIndex: 1 },
    });
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('listbox');
    await userEvent.click((await within(list).findAllByRole('option'))[0]);
    expect(within(dialog).getByRole('button', { name: 'Permission: Can edit' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await result)?.dropdownSelectIndex).toBe(1);
  });
});
