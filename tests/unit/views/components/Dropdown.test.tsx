// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Button,
  Dropdown,
  DropdownMenu,
  type DropdownItem,
  type DropdownMenuProps,
  type DropdownPlacement,
} from '../../../../plugins/views/components';

const items: DropdownItem[] = [
  { key: 'all', title: 'All' },
  { key: 'docs', title: 'Cloud Documents' },
  { key: 'contact', title: 'Contacts' },
];

function renderDropdown(onSelect = vi.fn(), placement?: DropdownPlacement) {
  render(
    <>
      <Dropdown
        placement={placement}
        label="Sources"
        menu={<DropdownMenu items={items} onSelect={onSelect} />}
      >
        <Button>Choose</Button>
      </Dropdown>
      <p>outside</p>
    </>,
  );
  return onSelect;
}

describe('Dropdown', () => {
  it('opens a menu on click and reports the key and index of the chosen item', async () => {
    const onSelect = renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Choose' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The open menu is a chunk of its own: the first opening waits for it.
    const menu = await screen.findByRole('menu', { name: 'Sources' });
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cloud Documents' }));
    expect(onSelect).toHaveBeenCalledWith('docs', 1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is keyboard navigable: arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    const onSelect = renderDropdown();
    screen.getByRole('button', { name: 'Choose' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cloud Documents' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('contact', 2);
  });

  it('closes on Esc and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Choose' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('opens from the keyboard as a menu button: Enter and Space on the first item, ArrowUp on the last', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Choose' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Contacts' })).toHaveFocus());
  });

  it('moves from the trigger into a menu a click opened with the arrow keys', async () => {
    const user = userEvent.setup();
    renderDropdown();
    const trigger = screen.getByRole('button', { name: 'Choose' });
    await user.click(trigger);
    await screen.findByRole('menu');
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus());
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Contacts' })).toHaveFocus());
  });

  it('keeps focus on the item reached when the menu is drawn again with fresh items', async () => {
    const user = userEvent.setup();
    const menuOf = () => (
      <Dropdown label="Sources" menu={<DropdownMenu items={items.map((item) => ({ ...item }))} />}>
        <Button>Choose</Button>
      </Dropdown>
    );
    const { rerender } = render(menuOf());
    const trigger = screen.getByRole('button', { name: 'Choose' });
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'All' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cloud Documents' })).toHaveFocus();
    rerender(menuOf());
    expect(screen.getByRole('menuitem', { name: 'Cloud Documents' })).toHaveFocus();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('marks the chosen key and skips disabled items', async () => {
    const onSelect = vi.fn();
    render(
      <Dropdown
        menu={
          <DropdownMenu
            items={[...items, { key: 'off', title: 'Off', disabled: true }]}
            selectedKey="docs"
            onSelect={onSelect}
          />
        }
      >
        <Button>Choose</Button>
      </Dropdown>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('menu', { name: 'Choose' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Cloud Documents' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'All' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Off' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it.each(['top', 'top-start', 'top-end', 'bottom', 'bottom-start', 'bottom-end'] as const)(
    'accepts placement %s',
    (placement) => {
      expect(() => renderDropdown(vi.fn(), placement)).not.toThrow();
    },
  );

  it.each(['left', 'left-start', 'left-end', 'right', 'right-start', 'right-end'] as const)(
    'accepts placement %s and opens its menu there',
    async (placement) => {
      expect(() => renderDropdown(vi.fn(), placement)).not.toThrow();
      await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
      expect(screen.getByRole('menu')).toHaveAttribute('data-placement', placement);
    },
  );

  describe('rules', () => {
    const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

    it('throws listing the placements for another one', () => {
      quiet();
      expect(() => renderDropdown(vi.fn(), 'middle' as DropdownPlacement)).toThrow(
        'Dropdown: placement must be one of top, top-start, top-end, bottom, bottom-start, bottom-end, left, left-start, left-end, right, right-start, right-end (got "middle")',
      );
      expect(() => renderDropdown(vi.fn(), 'left-center' as DropdownPlacement)).toThrow(
        /placement must be one of/,
      );
    });

    it('throws when the menu is missing or not a DropdownMenu', () => {
      quiet();
      const message = 'Dropdown needs a menu child: pass menu={<DropdownMenu items={...} />}';
      const noMenu = undefined as unknown as ReactElement<DropdownMenuProps>;
      expect(() =>
        render(
          <Dropdown menu={noMenu}>
            <Button>x</Button>
          </Dropdown>,
        ),
      ).toThrow(message);
      const notMenu = (<ul />) as unknown as ReactElement<DropdownMenuProps>;
      expect(() =>
        render(
          <Dropdown menu={notMenu}>
            <Button>x</Button>
          </Dropdown>,
        ),
      ).toThrow(message);
    });

    it('throws naming the index of an item without title or key', () => {
      quiet();
      const bad = [{ key: 'a', title: 'A' }, { key: 'b' }] as DropdownItem[];
      expect(() =>
        render(
          <Dropdown menu={<DropdownMenu items={bad} />}>
            <Button>x</Button>
          </Dropdown>,
        ),
      ).toThrow('DropdownMenu: item at index 1 needs title');
      const noKey = [{ title: 'A' }] as DropdownItem[];
      expect(() =>
        render(
          <Dropdown menu={<DropdownMenu items={noKey} />}>
            <Button>x</Button>
          </Dropdown>,
        ),
      ).toThrow('DropdownMenu: item at index 0 needs key');
      const empty = [{}] as DropdownItem[];
      expect(() => render(<DropdownMenu items={empty} />)).toThrow(
        'DropdownMenu: item at index 0 needs title and key',
      );
    });
  });
});
