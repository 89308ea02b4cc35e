import {
  addDays,
  addMonths,
  addYears,
  differenceInCalendarMonths,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** The calendar shows 6 weeks of 7 days (member-picker.md section 9). */
export const GRID_WEEKS = 6;
export const GRID_CELLS = GRID_WEEKS * 7;
export const DEFAULT_CALENDAR_WIDTH = 300;

export const SELECT_DAY_MESSAGE = 'selectDay is required and must be a non-negative timestamp';

/** One day of the grid. `month` is 1 to 12; `time` is local midnight in milliseconds. */
export interface DayCell {
  time: number;
  year: number;
  month: number;
  day: number;
}

/** firstDay 7 starts weeks on Sunday; any other value on Monday. */
export function weekStartsOn(firstDay: number | undefined): 0 | 1 {
  return firstDay === 7 ? 0 : 1;
}

/** Throws unless the value is a finite number at or above zero (a timestamp in ms). */
export function assertTimestamp(value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(SELECT_DAY_MESSAGE);
  }
}

export function toDayCell(date: Date): DayCell {
  const midnight = startOfDay(date);
  return {
    time: midnight.getTime(),
    year: midnight.getFullYear(),
    month: midnight.getMonth() + 1,
    day: midnight.getDate(),
  };
}

/** The 42 days shown for the month of `date`, from the start of the week holding its 1st. */
export function buildMonthGrid(date: Date | number, firstDay?: number): DayCell[] {
  if (typeof date === 'number') assertTimestamp(date);
  const first = startOfWeek(startOfMonth(date), { weekStartsOn: weekStartsOn(firstDay) });
  return Array.from({ length: GRID_CELLS }, (_, index) => toDayCell(addDays(first, index)));
}

/** Midnight of the day holding `time`. */
export function midnightOf(time: number | Date): number {
  return startOfDay(time).getTime();
}

/**
 * The day shown after moving `delta` months: day 1 of that month, or today when that month is
 * the current month.
 */
export function monthStepTarget(
  current: number | Date,
  delta: number,
  today: number | Date,
): number {
  const target = startOfMonth(addMonths(current, delta));
  return isSameMonth(target, today) ? midnightOf(today) : target.getTime();
}

/** The same date `delta` years away (29 February becomes 28 February in a common year). */
export function yearStepTarget(current: number | Date, delta: number): number {
  return midnightOf(addYears(current, delta));
}

/** 'next' or 'prev' when `to` is in the month right after or before `from`, else null. */
export function slideDirection(from: number | Date, to: number | Date): 'next' | 'prev' | null {
  const months = differenceInCalendarMonths(to, from);
  if (months === 1) return 'next';
  if (months === -1) return 'prev';
  return null;
}
