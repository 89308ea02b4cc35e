// @vitest-environment jsdom
/** Confirming on the real kernel: the remind value, the host notification, recent contacts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmPayload, PickerItem } from '../../../kernel';
import { asMemberPayload } from '../../../plugins/sources/member-items';
import { useFakeSuite } from '../../support/fakeSuite';
import { mockViewport, renderShell } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let restore: () => void;
beforeEach(() => {
  restore = mockViewport(480);
});
afterEach(() => restore());

describe('confirm', () => {
  it('carries the remind checkbox value and adds the chosen people to recent contacts', async () => {
    const onConfirm = vi.fn<(payload: ConfirmPayload) => void>();
    const onChange = vi.fn<(items: PickerItem[]) => void>();
    renderShell(suite, { sources: [{ type: 'contact' }], props: { onConfirm, onChange } });
    const list = await screen.findByRole('listbox');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Notify people' })).toBeNull();

    await userEvent.click(await within(list).findByText('Wang Fang'));
    await userEvent.click(within(list).getByText('Zhang Wei'));
    // One notification for both picks (debounced 100 ms), with both items.
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(onChange.mock.calls.at(-1)?.[0].map((item) => item.name)).toEqual([
      'Wang Fang',
      'Zhang Wei',
    ]);

    const remind = screen.getByRole('checkbox', { name: 'Notify people' });
    expect(remind).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(remind);
    expect(remind).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(ok);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const payload = onConfirm.mock.calls[0][0];
    expect(payload.remind).toBe(false);
    expect(asMemberPayload(payload).items.map((item) => item.key)).toEqual([
      'user_3000002',
      'user_3000003',
    ]);
    await waitFor(() => expect(suite.recorded.lastAdded('plus')).toEqual([3000002, 3000003]));
  });
});
