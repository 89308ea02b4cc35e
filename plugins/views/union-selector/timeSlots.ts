/**
 * The time tab's rules (union-selector.md sections 2, 3, 5, 9): half-hour times from 00:00 to
 * 23:30 (default 00:00), the time-select panel (start 09:00, end 18:00, step 00:30; slots at or
 * before minTime or at or after maxTime disabled), and typed dates accepted only when they parse
 * and are valid. Date arithmetic goes through date-fns.
 */
import { addMinutes, format, isValid, parse, startOfDay } from 'date-fns';
import { parseTime } from './timeOfDay';

export { parseTime };

export const TIME_STEP_MINUTES = 30;
export const DEFAULT_TIME = '00:00';
export const TIME_SELECT_DEFAULTS = { start: '09:00', end: '18:00', step: '00:30' } as const;
/** How a typed date must be written. */
export const DATE_FORMAT = 'yyyy-MM-dd';

/** "HH:mm" of minutes after midnight. */
export function formatTime(minutes: number): string {
  return format(addMinutes(startOfDay(new Date(2000, 0, 1)), minutes), 'HH:mm');
}

/** The dropdown's times: 00:00, 00:30, ... 23:30. */
export function halfHourTimes(): string[] {
  const day = startOfDay(new Date(2000, 0, 1));
  return Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, index) =>
    format(addMinutes(day, index * TIME_STEP_MINUTES), 'HH:mm'),
  );
}

export interface TimeSlot {
  value: string;
  disabled: boolean;
}

export interface TimeSlotOptions {
  start?: string;
  end?: string;
  step?: string;
  minTime?: string;
  maxTime?: string;
}

/** The time-select panel's slots from start to end (inclusive) by step, with disabled ones marked. */
export function timeSlots(options: TimeSlotOptions = {}): TimeSlot[] {
  const start = parseTime(options.start ?? TIME_SELECT_DEFAULTS.start) ?? 0;
  const end = parseTime(options.end ?? TIME_SELECT_DEFAULTS.end) ?? 0;
  const step = parseTime(options.step ?? TIME_SELECT_DEFAULTS.step) || TIME_STEP_MINUTES;
  const min = options.minTime === undefined ? null : parseTime(options.minTime);
  const max = options.maxTime === undefined ? null : parseTime(options.maxTime);
  const slots: TimeSlot[] = [];
  for (let minutes = start; minutes <= end; minutes += step) {
    slots.push({
      value: formatTime(minutes),
      disabled: (min !== null && minutes <= min) || (max !== null && minutes >= max),
    });
  }
  return slots;
}

/** Only a slot that exists and is not disabled can be chosen. */
export function canChooseSlot(slots: readonly TimeSlot[], value: string): boolean {
  return slots.some((slot) => slot.value === value && !slot.disabled);
}

/** A typed date (yyyy-MM-dd), or null unless it parses to a valid date. */
export function parseTypedDate(text: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const date = parse(trimmed, DATE_FORMAT, new Date());
  return isValid(date) && format(date, DATE_FORMAT) === trimmed ? date : null;
}

export function formatDate(time: number | Date): string {
  return format(time, DATE_FORMAT);
}
