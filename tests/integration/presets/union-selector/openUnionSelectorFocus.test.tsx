// @vitest-environment jsdom
// openUnionSelector is a modal dialog like openMemberPicker's and openFinder's: opened from a
// host's button, focus moves in at once and stays in, Esc cancels (resolving null) and focus
// returns to the button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusableIn } from '../../../../plugins/views/modal/focusable';
import { openUnionSelector, type UnionItem } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

/** A host page without React: a button that opens the union selector. */
function hostButton(open: () => void): HTMLButtonElement {
  const button = document.body.appendChild(document.createElement('button'));
  button.type = 'button';
  button.textContent = 'Insert a mention';
  button.addEventListener('click', open);
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('openUnionSelector as a modal dialog', () => {
  it('moves focus in, keeps Tab inside, resolves null on Esc and gives focus back', async () => {
    const onClose = vi.fn();
    let result: Promise<UnionItem[] | null> | undefined;
    const opener = hostButton(() => {
      result = openUnionSelector({ fid: 8000001, services: suite.urls, onClose });
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Insert' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(opener).not.toHaveFocus();
    expect(dialog.contains(document.activeElement)).toBe(true);

    // Once the panel is in, focus is on its search box.
    const search = await within(dialog).findByRole('searchbox');
    await waitFor(() => expect(search).toHaveFocus());

    // Tab from the last control goes to the first, Shift+Tab from the first to the last, and
    // any number of presses stays inside.
    await within(dialog).findByRole('button', { name: 'Insert' });
    const controls = focusableIn(dialog);
    expect(controls.length).toBeGreaterThan(1);
    controls[controls.length - 1].focus();
    await userEvent.tab();
    expect(controls[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(controls[controls.length - 1]).toHaveFocus();
    for (let press = 0; press <= controls.length; press++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    search.focus();

    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('Esc cancels before the user touched the dialog, even while it still loads', async () => {
    let result: Promise<UnionItem[] | null> | undefined;
    const opener = hostButton(() => {
      result = openUnionSelector({ fid: 8000001, services: suite.urls });
    });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Insert' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
