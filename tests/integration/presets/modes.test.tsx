// @vitest-environment jsdom
/**
 * The member picker's modes against the fake suite: usage analytics by appKey and release, root
 * listeners on the picker's element, StrictMode, and the add-contact row hidden in oem.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import type { PickerKernel, Plugin, Release } from '../../../kernel';
import { ROOT_LISTENERS_SLOT } from '../../../plugins/analytics/usage-events';
import { MemberPicker, type MemberPickerOptions } from '../../../presets/member-picker';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

let restoreViewport: () => void;
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 480,
  });
  restoreViewport = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
});
afterEach(() => {
  cleanup();
  restoreViewport();
});

function options(extra: Partial<MemberPickerOptions> = {}): MemberPickerOptions {
  return {
    services: suite.urls,
    language: 'en',
    storage: null,
    _from: 'tests',
    _function: 'modes',
    sources: [{ type: 'latest' }],
    ...extra,
  };
}

async function rowsOf(dialog: HTMLElement): Promise<HTMLElement[]> {
  const list = await within(dialog).findByRole('listbox');
  return within(list).findAllByRole('option');
}

async function pickFirstAndConfirm(): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  const rows = await rowsOf(dialog);
  await userEvent.click(rows[0]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('usage analytics', () => {
  it('with an appKey, confirm sends a select event with the caller tags', async () => {
    const onConfirm = vi.fn();
    render(<MemberPicker {...options({ appKey: 'kdocs-share', onConfirm })} />);
    await pickFirstAndConfirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    const bodies = () =>
      suite.recorded.events.map(
        (event) => event.body as { event: string; events?: Array<{ type: string; name: string }> },
      );
    await waitFor(() => expect(bodies().filter((body) => body.event === 'select')).toHaveLength(1));
    expect(bodies().find((body) => body.event === 'select')).toMatchObject({
      event: 'select',
      app_key: 'kdocs-share',
      _from: 'tests',
      _function: 'modes',
      count: 1,
    });
    // The delegated clicks (the row, then OK) are sent in dom batches: on a slow machine one may
    // leave before the picker closes, and closing it flushes the rest.
    cleanup();
    const clicks = () =>
      bodies()
        .filter((body) => body.event === 'dom')
        .flatMap((body) => body.events ?? [])
        .map((event) => `${event.type} ${event.name.split('.')[0]}`);
    await waitFor(() => expect(clicks()).toEqual(['click option', 'click button']));
  });

  it.each<Release>(['oem', 'oversea'])('sends nothing in the %s release', async (release) => {
    const onConfirm = vi.fn();
    render(<MemberPicker {...options({ appKey: 'kdocs-share', release, onConfirm })} />);
    await pickFirstAndConfirm();
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(suite.recorded.events).toEqual([]);
  });
});

describe('the picker element', () => {
  it('runs the root listeners on it and detaches them on unmount', async () => {
    const attached: HTMLElement[] = [];
    const detach = vi.fn();
    const listenerPlugin: Plugin = {
      name: 'host:root-listener',
      apply(kernel) {
        kernel.slots.set(ROOT_LISTENERS_SLOT, [
          (root: HTMLElement) => {
            attached.push(root);
            return detach;
          },
        ]);
      },
    };
    const { container, unmount } = render(
      <MemberPicker {...options({ plugins: (defaults) => [...defaults, listenerPlugin] })} />,
    );
    await screen.findByRole('dialog');
    expect(attached).toEqual([container.firstElementChild]);
    unmount();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('works under StrictMode: the kernel of the final mount is alive and lists rows', async () => {
    const kernels: PickerKernel[] = [];
    render(
      <StrictMode>
        <MemberPicker {...options({ onReady: (kernel) => kernels.push(kernel) })} />
      </StrictMode>,
    );
    const dialog = await screen.findByRole('dialog');
    expect((await rowsOf(dialog)).length).toBeGreaterThan(0);
    expect(kernels.filter((kernel) => kernel.status === 'ready')).toHaveLength(1);
  });
});

describe('special rows', () => {
  it('shows add contact on a contact tab, and calls the handler', async () => {
    const onAddContact = vi.fn();
    render(<MemberPicker {...options({ sources: [{ type: 'contact' }], onAddContact })} />);
    const rows = await rowsOf(await screen.findByRole('dialog'));
    expect(rows[0]).toHaveTextContent('Add Contacts');
    await userEvent.click(rows[0]);
    expect(onAddContact).toHaveBeenCalledTimes(1);
  });

  it('hides add contact in the oem release', async () => {
    render(
      <MemberPicker
        {...options({ sources: [{ type: 'contact' }], release: 'oem', onAddContact: vi.fn() })}
      />,
    );
    const rows = await rowsOf(await screen.findByRole('dialog'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveTextContent('Add Contacts');
  });
});

describe('onUserNotFound', () => {
  it('is called when a phone number search finds nobody', async () => {
    const onUserNotFound = vi.fn();
    render(<MemberPicker {...options({ sources: [{ type: 'contact' }], onUserNotFound })} />);
    const dialog = await screen.findByRole('dialog');
    await rowsOf(dialog);
    await userEvent.type(within(dialog).getByRole('searchbox'), '13899999999{Enter}');
    await waitFor(() => expect(onUserNotFound).toHaveBeenCalledTimes(1));
    expect(onUserNotFound).toHaveBeenCalledWith(
      expect.objectContaining({ query: '13899999999', kind: 'phone' }),
    );
  });
});
