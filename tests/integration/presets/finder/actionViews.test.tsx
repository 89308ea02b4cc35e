// @vitest-environment jsdom
// The finder's action views against the in-process fake suite: the new-folder row (Enter,
// Escape, the tips dialog and the input focused again), transfer's Move and Copy, rename mode's
// input. (Picking rows is the browser spec's: jsdom lays out no virtual list rows.)
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Finder } from '../../../../presets/finder';
import type { FinderProps } from '../../../../presets/finder/types';
import { driveDataset } from '../../../../sandbox/backend/data/driveDataset';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
// jsdom lays nothing out: give the list a height, so its virtualizer renders the first page.
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__PICKERKIT_TRANSFER__;
});

async function openDialog(props: FinderProps) {
  suite.setDefaultUser('personal');
  const view = render(<Finder services={suite.urls} storage={null} language="en" {...props} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('listbox', { name: 'Files' }, { timeout: 5000 });
  return { dialog, view };
}

// Several calls and typed keys each: give a loaded machine room.
describe('the new-folder row', { timeout: 40_000 }, () => {
  it('opens from the footer, refuses a bad name in the tips dialog, refocuses, then creates and opens', async () => {
    const user = userEvent.setup();
    const { dialog, view } = await openDialog({ action: 'selectDir' });
    await user.click(within(dialog).getByRole('button', { name: 'New folder' }));
    const input = within(dialog).getByRole('textbox', { name: 'New folder name' });
    expect(input).toHaveFocus();
    await user.type(input, 'bad|name{Enter}');
    const alert = await screen.findByText(
      'A name cannot contain any of \\ / : * ? " < > |',
      {},
      { timeout: 2000 },
    );
    expect(alert).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(/cannot contain/)).toBeNull());
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'New folder name' })).toHaveFocus(),
    );
    await user.clear(input);
    await user.type(input, 'Made here{Enter}');
    const path = within(dialog).getByRole('navigation', { name: 'Path' });
    await waitFor(() => expect(path).toHaveTextContent('Made here'), { timeout: 5000 });
    expect(within(dialog).queryByRole('textbox', { name: 'New folder name' })).toBeNull();
    view.unmount();
  });

  it('Escape cancels the row without closing the finder', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { dialog, view } = await openDialog({ action: 'save', onCancel });
    await user.click(within(dialog).getByRole('button', { name: 'New folder' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'New folder name' }), 'x{Escape}');
    expect(within(dialog).queryByRole('textbox', { name: 'New folder name' })).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'New folder' }));
    expect(within(dialog).getByRole('textbox', { name: 'New folder name' })).toHaveValue('');
    view.unmount();
  });
});

describe('commit buttons', { timeout: 40_000 }, () => {
  it('transfer: Move and Copy instead of OK, disabled until files are picked', async () => {
    const { dialog, view } = await openDialog({
      action: 'transfer',
      transfer: { userId: 1000001, companyId: 0 },
    });
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'New folder' })).toBeNull();
    view.unmount();
  });

  it('rename mode: the name input starts with the copy suffix; a bad name disables OK', async () => {
    const user = userEvent.setup();
    const ds = driveDataset(1, 'tiny', 'personal');
    const file = ds
      .files(ds.own.special.id)
      .find((f) => f.ftype === 'file' && /^[\w ]+\.xlsx$/.test(f.fname))!;
    const { dialog, view } = await openDialog({
      action: 'save',
      featrues: { includes: ['CUR_SCENE', 'rename'] },
      file: { presets: [{ id: file.id, groupid: file.groupid, fname: file.fname }] },
    });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(`${file.fname.slice(0, -5)}(copy)`);
    const ok = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(ok).toBeEnabled());
    await user.clear(name);
    expect(ok).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a name.');
    view.unmount();
  });
});
