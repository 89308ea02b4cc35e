// @vitest-environment jsdom
/**
 * A closed menu button costs no floating layer: the open menu (with @floating-ui/react) is a
 * chunk fetched when a pointer enters the trigger, the trigger takes focus, or the menu opens.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, Dropdown, DropdownMenu } from '../../../../plugins/views/components';

const layer = vi.hoisted(() => ({ loads: 0 }));

vi.mock('../../../../plugins/views/components/Dropdown/DropdownLayer', async (importOriginal) => {
  layer.loads += 1;
  return importOriginal();
});

function renderMenus() {
  render(
    <>
      {['Sort', 'Filter'].map((name) => (
        <Dropdown key={name} menu={<DropdownMenu items={[{ key: 'a', title: `${name} A` }]} />}>
          <Button>{name}</Button>
        </Dropdown>
      ))}
    </>,
  );
}

describe('Dropdown layer on demand', () => {
  it('loads nothing for closed menu buttons, then loads on hover and opens', async () => {
    const user = userEvent.setup();
    renderMenus();
    const sort = screen.getByRole('button', { name: 'Sort' });
    expect(sort).toHaveAttribute('aria-haspopup', 'menu');
    expect(sort).toHaveAttribute('aria-expanded', 'false');
    expect(sort).not.toHaveAttribute('aria-controls');
    expect(layer.loads).toBe(0);

    await user.hover(sort);
    await waitFor(() => expect(layer.loads).toBe(1));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(sort);
    const menu = await screen.findByRole('menu', { name: 'Sort' });
    expect(sort).toHaveAttribute('aria-controls', menu.id);
    expect(layer.loads).toBe(1);
  });
});
