import { describe, expect, it } from 'vitest';
import {
  assertTimestamp,
  buildMonthGrid,
  midnightOf,
  monthStepTarget,
  slideDirection,
  yearStepTarget,
} from '../../../../plugins/views/components';

const day = (year: number, month: number, date: number) =>
  new Date(year, month - 1, date).getTime();

describe('buildMonthGrid', () => {
  it('gives 42 midnights starting on the Monday of the week of the 1st', () => {
    // 1 March 2025 is a Saturday
    const cells = buildMonthGrid(new Date(2025, 2, 15, 13, 30));
    expect(cells).toHaveLength(42);
    expect(cells[0]).toEqual({ time: day(2025, 2, 24), year: 2025, month: 2, day: 24 });
    expect(cells[5]).toMatchObject({ month: 3, day: 1 });
    expect(cells[41]).toMatchObject({ year: 2025, month: 4, day: 6 });
    expect(cells.every((cell) => cell.time === midnightOf(cell.time))).toBe(true);
  });

  it('starts on Sunday when firstDay is 7', () => {
    const cells = buildMonthGrid(day(2025, 3, 15), 7);
    expect(cells[0]).toMatchObject({ month: 2, day: 23 });
    expect(new Date(cells[0].time).getDay()).toBe(0);
  });

  it('starts on Monday for any other firstDay', () => {
    expect(new Date(buildMonthGrid(day(2025, 3, 15), 3)[0].time).getDay()).toBe(1);
  });

  it('starts with the 1st itself when it is the first day of the week', () => {
    // 1 September 2025 is a Monday
    expect(buildMonthGrid(day(2025, 9, 10))[0]).toMatchObject({ month: 9, day: 1 });
  });

  it('rejects a negative or non-numeric time', () => {
    expect(() => buildMonthGrid(-1)).toThrow(
      'selectDay is required and must be a non-negative timestamp',
    );
    expect(() => assertTimestamp('2025-01-01')).toThrow(
      'selectDay is required and must be a non-negative timestamp',
    );
    expect(() => assertTimestamp(Number.NaN)).toThrow(
      'selectDay is required and must be a non-negative timestamp',
    );
    expect(() => assertTimestamp(undefined)).toThrow(
      'selectDay is required and must be a non-negative timestamp',
    );
    expect(() => assertTimestamp(0)).not.toThrow();
  });
});

describe('navigation targets', () => {
  const today = day(2025, 6, 18);

  it('moves a month to day 1 of that month', () => {
    expect(monthStepTarget(day(2025, 3, 15), 1, today)).toBe(day(2025, 4, 1));
    expect(monthStepTarget(day(2025, 1, 31), -1, today)).toBe(day(2024, 12, 1));
  });

  it('moves a month to today when that month is the current one', () => {
    expect(monthStepTarget(day(2025, 5, 3), 1, today)).toBe(today);
    expect(monthStepTarget(day(2025, 7, 30), -1, today)).toBe(today);
  });

  it('moves a year keeping the date, clamping 29 February', () => {
    expect(yearStepTarget(day(2025, 3, 15), 1)).toBe(day(2026, 3, 15));
    expect(yearStepTarget(day(2024, 2, 29), 1)).toBe(day(2025, 2, 28));
    expect(yearStepTarget(day(2024, 2, 29), -4)).toBe(day(2020, 2, 29));
  });

  it('slides only between adjacent months', () => {
    expect(slideDirection(day(2025, 3, 1), day(2025, 4, 1))).toBe('next');
    expect(slideDirection(day(2025, 1, 1), day(2024, 12, 1))).toBe('prev');
    expect(slideDirection(day(2025, 3, 1), day(2026, 3, 1))).toBeNull();
    expect(slideDirection(day(2025, 3, 1), day(2025, 3, 20))).toBeNull();
  });
});
