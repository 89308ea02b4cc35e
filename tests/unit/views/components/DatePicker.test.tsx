// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../../../../plugins/views/components';

const day = (year: number, month: number, date: number) =>
  new Date(year, month - 1, date).getTime();
const now = day(2025, 6, 18) + 15 * 3600 * 1000;

function cellOf(name: string) {
  return screen.getByRole('gridcell', { name });
}

describe('DatePicker', () => {
  it('shows a 6 by 7 grid of the month with Monday first and width 300', () => {
    const { container } = render(<DatePicker selectDay={day(2025, 3, 15)} now={now} />);
    const grid = screen.getByRole('grid', { name: 'March 2025' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    expect(container.firstChild).toHaveStyle({ width: '300px' });
  });

  it('starts weeks on Sunday when firstDay is 7', () => {
    render(<DatePicker selectDay={day(2025, 3, 15)} firstDay={7} width={280} now={now} />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Su');
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName('Sunday, February 23rd, 2025');
  });

  it('marks the selected day and labels today with todayText', () => {
    render(<DatePicker selectDay={day(2025, 6, 3)} todayText="Today" now={now} />);
    expect(cellOf('Tuesday, June 3rd, 2025')).toHaveAttribute('aria-selected', 'true');
    const today = cellOf('Today, Wednesday, June 18th, 2025');
    expect(today).toHaveTextContent('Today');
    expect(today).toHaveAttribute('aria-current', 'date');
  });

  it('reports midnight of the chosen day', async () => {
    const onSelect = vi.fn();
    render(<DatePicker selectDay={day(2025, 3, 15) + 5000} onSelect={onSelect} now={now} />);
    await userEvent.click(cellOf('Thursday, March 20th, 2025'));
    expect(onSelect).toHaveBeenCalledWith(day(2025, 3, 20));
    expect(cellOf('Thursday, March 20th, 2025')).toHaveAttribute('aria-selected', 'true');
  });

  it('slides to the adjacent month on day 1, or today in the current month', async () => {
    const user = userEvent.setup();
    render(<DatePicker selectDay={day(2025, 4, 15)} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    let grid = screen.getByRole('grid', { name: 'May 2025' });
    expect(grid).toHaveClass('pk-calendar__grid--slide-next');
    expect(cellOf('Thursday, May 1st, 2025')).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(cellOf('Wednesday, June 18th, 2025')).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    grid = screen.getByRole('grid', { name: 'May 2025' });
    expect(grid).toHaveClass('pk-calendar__grid--slide-prev');
  });

  it('moves a year keeping the date and re-initialises without sliding', async () => {
    const user = userEvent.setup();
    render(<DatePicker selectDay={day(2024, 2, 29)} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    const grid = screen.getByRole('grid', { name: 'February 2025' });
    expect(grid).not.toHaveClass('pk-calendar__grid--slide-next');
    expect(grid).not.toHaveAttribute('data-slide');
    expect(cellOf('Friday, February 28th, 2025')).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('grid', { name: 'February 2024' })).toBeInTheDocument();
  });

  it('moves focus with arrows and pages, and selects with Enter and Space', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<DatePicker selectDay={day(2025, 3, 31)} onSelect={onSelect} now={now} />);
    cellOf('Monday, March 31st, 2025').focus();
    await user.keyboard('{ArrowRight}');
    expect(cellOf('Tuesday, April 1st, 2025')).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'April 2025' })).toHaveClass(
      'pk-calendar__grid--slide-next',
    );
    await user.keyboard('{ArrowDown}');
    expect(cellOf('Tuesday, April 8th, 2025')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(cellOf('Monday, March 31st, 2025')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(cellOf('Wednesday, April 30th, 2025')).toHaveFocus();
    await user.keyboard('{PageUp}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(day(2025, 3, 30));
    await user.keyboard('{ArrowLeft} ');
    expect(onSelect).toHaveBeenLastCalledWith(day(2025, 3, 29));
  });

  it('follows a new selectDay from the caller', () => {
    const { rerender } = render(<DatePicker selectDay={day(2025, 3, 15)} now={now} />);
    rerender(<DatePicker selectDay={day(2023, 8, 2)} now={now} />);
    expect(screen.getByRole('grid', { name: 'August 2023' })).toBeInTheDocument();
    expect(cellOf('Wednesday, August 2nd, 2023')).toHaveAttribute('aria-selected', 'true');
  });

  it('requires selectDay as a non-negative number', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'selectDay is required and must be a non-negative timestamp';
    expect(() => render(<DatePicker selectDay={-5} />)).toThrow(message);
    expect(() => render(<DatePicker selectDay={undefined as unknown as number} />)).toThrow(
      message,
    );
  });
});
