// @vitest-environment jsdom
/**
 * The member picker preset end to end in jsdom, against the in-process fake suite: it opens,
 * shows its tabs, lists recent contacts, selects, confirms; openMemberPicker resolves and cleans up.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickerKernel, Plugin } from '../../../kernel';
import {
  MEMBER_CONFIRM_FIELDS,
  type MemberConfirmPayload as ConfirmPayload,
} from '../../../plugins/sources/member-items';
import { MemberPicker, openMemberPicker } from '../../../presets/member-picker';
import { selfDefineSource } from '../../../plugins/sources/self-define';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

let restoreViewport: () => void;
beforeEach(() => {
  // jsdom has no layout: give lists a viewport so the virtualizer renders rows.
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 480,
  });
  restoreViewport = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  restoreViewport();
});

/** The rows of the picker's list (the company switcher's <option>s are not rows). */
async function rowsOf(dialog: HTMLElement): Promise<HTMLElement[]> {
  const list = await within(dialog).findByRole('listbox');
  return within(list).findAllByRole('option');
}

const common = () => ({
  services: suite.urls,
  language: 'en',
  storage: null,
  _from: 'tests',
  _function: 'member-picker',
});

describe('<MemberPicker> against the fake suite', () => {
  it('searches what was typed while it started (init waiting for the user) once it is ready', async () => {
    suite.faults.inject('/account/p/auth/check', { latency: 1500 });
    render(<MemberPicker {...common()} sources={[{ type: 'latest' }, { type: 'contact' }]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select the member you want to add' });
    // Init has not ended: the list still loads.
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Li');
    const results = await within(dialog).findByRole(
      'listbox',
      { name: 'Search results' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(results).getAllByRole('option').length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    for (const row of within(results).getAllByRole('option')) expect(row).toHaveTextContent(/li/i);
    expect(within(dialog).getByRole('searchbox')).toHaveValue('Li');
  });

  it('opens with its tabs, lists recent contacts, selects one and confirms the whitelisted payload', async () => {
    const onConfirm = vi.fn<(payload: ConfirmPayload) => void>();
    let kernel: PickerKernel | undefined;
    render(
      <MemberPicker
        {...common()}
        sources={[{ type: 'latest' }, { type: 'contact' }]}
        okText="Done"
        onConfirm={onConfirm}
        onReady={(k) => (kernel = k)}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select the member you want to add' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Recent', 'Contacts']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const options = await rowsOf(dialog);
    const recent = kernel!.sources.state('latest').items;
    expect(recent.length).toBeGreaterThan(0);
    expect(options[0]).toHaveAccessibleName(expect.stringContaining(recent[0].name));

    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await userEvent.click(options[0]);
    expect(within(dialog).getByText('1 Selected')).toBeInTheDocument();
    expect(done).toBeEnabled();
    // showRemind is off by default: no remind-others checkbox.
    expect(within(dialog).queryByText('Notify people')).not.toBeInTheDocument();
    await userEvent.click(done);

    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const payload = onConfirm.mock.calls[0][0];
    expect(payload.dropdownSelectIndex).toBe(0);
    expect(payload.items).toHaveLength(1);
    expect(payload.items[0]).toMatchObject({
      type: 'user',
      id: recent[0].id,
      name: recent[0].name,
    });
    for (const field of Object.keys(payload.items[0])) {
      expect(MEMBER_CONFIRM_FIELDS as readonly string[]).toContain(field);
    }
    expect(payload.items[0]).not.toHaveProperty('raw');
    // Without showRemind the payload carries no remind field.
    expect(payload).not.toHaveProperty('remind');
    // The confirmed user became a recent contact on the suite.
    await waitFor(() =>
      expect(suite.recorded.lastAdded('plus')).toContain(Number(recent[0].userid)),
    );
  });

  it('shows the remind checkbox when asked, and the desktop look class', async () => {
    const onConfirm = vi.fn<(payload: ConfirmPayload) => void>();
    const { container } = render(
      <MemberPicker
        {...common()}
        sources={[{ type: 'latest' }]}
        showRemind
        clientLook="desktop"
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(container.firstElementChild).toHaveClass('pk-member-picker--desktop');
    const options = await rowsOf(dialog);
    await userEvent.click(options[0]);
    expect(within(dialog).getByText('Notify people')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(onConfirm.mock.calls[0][0].remind).toBe(true);
  });

  it('a host adds a selfDefine source: it becomes a tab listing its items', async () => {
    render(
      <MemberPicker
        {...common()}
        sources={[{ type: 'latest' }]}
        plugins={(defaults) => [
          ...defaults,
          selfDefineSource({
            key: 'rooms',
            title: 'Rooms',
            searchable: false,
            get: () => [{ id: 'r1', name: 'Room One' }],
          }),
        ]}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const roomsTab = await within(dialog).findByRole('tab', { name: 'Rooms' });
    await userEvent.click(roomsTab);
    const rows = await rowsOf(dialog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAccessibleName(expect.stringContaining('Room One'));
  });

  it('cancel calls onCancel, and unmounting disposes the kernel', async () => {
    const onCancel = vi.fn();
    let kernel: PickerKernel | undefined;
    const { unmount } = render(
      <MemberPicker
        {...common()}
        sources={[{ type: 'latest' }]}
        onCancel={onCancel}
        onReady={(k) => (kernel = k)}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
    expect(kernel!.status).toBe('disposed');
  });
});

describe('openMemberPicker', () => {
  it('resolves null on cancel and removes its container', async () => {
    const before = document.body.childElementCount;
    let result: Promise<ConfirmPayload | null> | undefined;
    act(() => {
      result = openMemberPicker({ ...common(), sources: [{ type: 'latest' }] });
    });
    const dialog = await screen.findByRole('dialog');
    expect(document.body.childElementCount).toBe(before + 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBeNull();
    await waitFor(() => expect(document.body.childElementCount).toBe(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves with the payload on confirm, in a container the host gives', async () => {
    const host = document.body.appendChild(document.createElement('section'));
    let result: Promise<ConfirmPayload | null> | undefined;
    act(() => {
      result = openMemberPicker({ ...common(), sources: [{ type: 'latest' }], container: host });
    });
    const dialog = await within(host).findByRole('dialog');
    const options = await rowsOf(dialog);
    await userEvent.click(options[1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const payload = await result;
    expect(payload?.items).toHaveLength(1);
    expect(payload?.items[0].type).toBe('user');
    await waitFor(() => expect(host).toBeEmptyDOMElement());
    expect(host.isConnected).toBe(true);
    host.remove();
  });

  it('rejects with the error when mounting fails, and removes its container', async () => {
    const before = document.body.childElementCount;
    const duplicate = (defaults: Plugin[]) => [...defaults, defaults[defaults.length - 1]!];
    // Outside act(): React reports the render error to the root as it does in a page.
    const result = openMemberPicker({
      ...common(),
      sources: [{ type: 'latest' }],
      plugins: duplicate,
    });
    await expect(result).rejects.toThrow(/duplicate|already/i);
    await waitFor(() => expect(document.body.childElementCount).toBe(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
