// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../../plugins/views/components';

describe('Checkbox', () => {
  it.each([
    [0, 'false'],
    [1, 'mixed'],
    [2, 'true'],
  ])('status %i reads aria-checked=%s', (status, expected) => {
    render(<Checkbox status={status} label="Li Ming" />);
    expect(screen.getByRole('checkbox', { name: 'Li Ming' })).toHaveAttribute(
      'aria-checked',
      expected,
    );
  });

  it('uses the boolean when no status is given', () => {
    render(<Checkbox checked label="a" />);
    expect(screen.getByRole('checkbox', { name: 'a' })).toBeChecked();
  });

  it('logs the spec message for any other status and reads as unchecked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Checkbox status={3} label="a" />);
    expect(error).toHaveBeenCalledWith('status parameter wrong: unselected(0), half(1), all(2)');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'false');
  });

  it('does not log for a valid status', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Checkbox status={1} />);
    expect(error).not.toHaveBeenCalled();
  });

  it('emits the inverse of the checked value on click and on Space', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Checkbox checked={false} onChange={onChange} label="a" />);
    await user.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<Checkbox checked onChange={onChange} label="a" />);
    screen.getByRole('checkbox').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('emits true from the half state', async () => {
    const onChange = vi.fn();
    render(<Checkbox status={1} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('emits nothing when disabled and says it is disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox checked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-disabled', 'true');
  });

  it('is a tab stop only when it can change', () => {
    render(
      <>
        <Checkbox label="shown" checked />
        <Checkbox label="control" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'shown' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('checkbox', { name: 'control' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps its click from a clickable row when it handles it', async () => {
    const row = vi.fn();
    render(
      <div onClick={row}>
        <Checkbox onChange={() => {}} />
      </div>,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    expect(row).not.toHaveBeenCalled();
  });

  it('has a circular look and a checked background when asked', () => {
    render(<Checkbox circle checked checkedBackground="#ff0000" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveClass('pk-checkbox--circle');
    expect(box.style.getPropertyValue('--pk-checked-bg')).toBe('#ff0000');
  });
});
