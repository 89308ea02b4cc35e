// @vitest-environment jsdom
// The private space's gate screens are a chunk of their own (gateScreens.tsx): the locked space
// shows the unlock form once the chunk is in, and a chunk that cannot be loaded shows the finder's
// list error with retry (in the finder's own words), whose click fetches it again and shows the
// form. Nothing spins forever and the finder stays usable.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PickerKernel } from '../../../../kernel';
import { Finder } from '../../../../presets/finder';
import { useFakeSuite } from '../../../support/fakeSuite';

const chunk = vi.hoisted(() => ({ failing: false }));
vi.mock('../../../../plugins/views/finder-frame/gateScreenViews', async (importOriginal) => {
  if (chunk.failing) throw new Error('the chunk could not be fetched');
  return importOriginal();
});

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

async function openAtTheGate() {
  suite.setDefaultUser('plus');
  let kernel: PickerKernel | undefined;
  const view = render(
    <Finder
      services={suite.urls}
      storage={null}
      language="en"
      onReady={(ready) => (kernel = ready)}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('listbox', { name: 'Files' }, { timeout: 5000 });
  await act(() => kernel!.router.navigate({ name: 'Secret' }));
  expect(kernel!.router.current?.name).toBe('UnlockSecret');
  return { dialog, view };
}

describe('the gate screens chunk', { timeout: 30_000 }, () => {
  it('a failed fetch shows the finder error with retry; retry shows the unlock form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The preload after the first paint fails too, and is forgotten: showing the gate asks again.
    chunk.failing = true;
    const { dialog, view } = await openAtTheGate();
    expect(await within(dialog).findByText('Loading failed. Please try again.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    chunk.failing = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByLabelText('Password')).toBeTruthy();
    expect(within(dialog).queryByText('Loading failed. Please try again.')).toBeNull();
    view.unmount();
    vi.restoreAllMocks();
  });

  it('the locked space shows the unlock form from the chunk', async () => {
    const { dialog, view } = await openAtTheGate();
    expect(await within(dialog).findByLabelText('Password')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Private files' })).toBeTruthy();
    view.unmount();
  });
});
