// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../plugins/views/modal';

function Host({ onCancel }: { onCancel(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open picker
      </button>
      <Modal
        open={open}
        title="Select the member you want to add"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        <input aria-label="Search" />
        <button type="button">OK</button>
      </Modal>
    </>
  );
}

describe('Modal (dialog)', () => {
  it('is a labelled modal dialog of width 540 that traps focus, cancels on Esc and returns focus', async () => {
    const onCancel = vi.fn();
    render(<Host onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Open picker' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Select the member you want to add' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.style.width).toBe('540px');
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.tab();
    expect(search).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('puts the header controls after the title, inside the focus cycle', async () => {
    render(
      <Modal
        open
        title="Pick"
        onCancel={() => undefined}
        headerExtra={<button type="button">Company: Main</button>}
      >
        <input aria-label="Search" data-autofocus />
      </Modal>,
    );
    const heading = screen.getByRole('heading', { name: 'Pick' });
    const header = heading.parentElement;
    expect(header).toHaveClass('pk-modal__header');
    const company = screen.getByRole('button', { name: 'Company: Main' });
    expect(company.parentElement).toBe(header);
    expect(heading.nextElementSibling).toBe(company);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    expect(company).toHaveFocus();
  });
});

/**
 * What the dialog holds when React takes its elements out of the page: a browser removing the
 * element that has focus first brings the whole page's styles and layout up to date.
 */
function watchRemovals(): { seen: Array<{ focusInside: boolean; display: string }>; stop(): void } {
  const seen: Array<{ focusInside: boolean; display: string }> = [];
  const original = Node.prototype.removeChild;
  const spy = vi.spyOn(Node.prototype, 'removeChild').mockImplementation(function <T extends Node>(
    this: Node,
    child: T,
  ): T {
    const dialog =
      child instanceof Element
        ? child.matches('[role="dialog"]')
          ? child
          : child.querySelector('[role="dialog"]')
        : null;
    if (dialog instanceof HTMLElement) {
      seen.push({
        focusInside: dialog.contains(document.activeElement),
        display: dialog.style.display,
      });
    }
    return original.call(this, child) as T;
  });
  return { seen, stop: () => spy.mockRestore() };
}

describe('Modal closing', () => {
  it('focus is back on the opener, and the dialog out of the layout, before it leaves the page', async () => {
    render(<Host onCancel={() => undefined} />);
    const opener = screen.getByRole('button', { name: 'Open picker' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    const removals = watchRemovals();
    try {
      await userEvent.keyboard('{Escape}');
    } finally {
      removals.stop();
    }
    expect(removals.seen).toEqual([{ focusInside: false, display: 'none' }]);
    expect(opener).toHaveFocus();
  });

  it('unmounted with no opener to return to: focus leaves the dialog before it leaves the page', () => {
    const view = render(
      <Modal open title="Pick" onCancel={() => undefined}>
        <input aria-label="Search" />
      </Modal>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    const removals = watchRemovals();
    try {
      view.unmount();
    } finally {
      removals.stop();
    }
    expect(removals.seen).toEqual([{ focusInside: false, display: 'none' }]);
    expect(document.activeElement).toBe(document.body);
  });
});
