// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonType, type Size } from '../../../../plugins/views/components';

describe('Button', () => {
  it('is a button that does not submit forms by default and reacts to clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>OK</Button>);
    const button = screen.getByRole('button', { name: 'OK' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('pk-button--normal', 'pk-button--m');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hands its ref to the <button> (a Dropdown anchors its menu to it)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Permissions</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Permissions' }));
  });

  it.each(['normal', 'primary', 'danger'] as const)('accepts type %s', (type) => {
    render(<Button type={type}>x</Button>);
    expect(screen.getByRole('button')).toHaveClass(`pk-button--${type}`);
  });

  it.each(['s', 'm', 'l'] as const)('accepts size %s', (size) => {
    render(<Button size={size}>x</Button>);
    expect(screen.getByRole('button')).toHaveClass(`pk-button--${size}`);
  });

  it('throws naming the allowed types', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button type={'link' as ButtonType}>x</Button>)).toThrow(
      'Button: type must be normal, primary or danger (got "link")',
    );
  });

  it('throws naming the allowed sizes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button size={'xl' as Size}>x</Button>)).toThrow(
      'Button: size must be s, m or l (got "xl")',
    );
  });

  it('does not react when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        OK
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
