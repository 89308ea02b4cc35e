import { describe, expect, it } from 'vitest';
import {
  canChooseSlot,
  DEFAULT_TIME,
  halfHourTimes,
  parseTime,
  parseTypedDate,
  timeSlots,
} from '../../../../plugins/views/union-selector/timeSlots';

describe('time tab rules', () => {
  it('the dropdown runs from 00:00 to 23:30 by half hours, default 00:00', () => {
    const times = halfHourTimes();
    expect(times).toHaveLength(48);
    expect(times[0]).toBe('00:00');
    expect(times[1]).toBe('00:30');
    expect(times.at(-1)).toBe('23:30');
    expect(DEFAULT_TIME).toBe('00:00');
  });

  it('the time-select panel defaults to 09:00 to 18:00 by 00:30', () => {
    const slots = timeSlots();
    expect(slots[0].value).toBe('09:00');
    expect(slots.at(-1)?.value).toBe('18:00');
    expect(slots).toHaveLength(19);
    expect(slots.every((slot) => !slot.disabled)).toBe(true);
  });

  it('slots at or before minTime and at or after maxTime are disabled', () => {
    const slots = timeSlots({ minTime: '10:00', maxTime: '12:00' });
    const disabled = (value: string) => slots.find((slot) => slot.value === value)?.disabled;
    expect(disabled('09:30')).toBe(true);
    expect(disabled('10:00')).toBe(true);
    expect(disabled('10:30')).toBe(false);
    expect(disabled('11:30')).toBe(false);
    expect(disabled('12:00')).toBe(true);
    expect(canChooseSlot(slots, '10:30')).toBe(true);
    expect(canChooseSlot(slots, '10:00')).toBe(false);
    expect(canChooseSlot(slots, '10:15')).toBe(false);
  });

  it('a custom step and range', () => {
    expect(timeSlots({ start: '08:00', end: '09:00', step: '00:15' }).map((s) => s.value)).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
    ]);
  });

  it('times parse only as HH:mm', () => {
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('9:30')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
  });

  it('a typed date is accepted only when it parses and is valid', () => {
    expect(parseTypedDate('2026-11-23')?.getDate()).toBe(23);
    expect(parseTypedDate('2026-02-30')).toBeNull();
    expect(parseTypedDate('23/11/2026')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
    expect(parseTypedDate('2026-1-5')).toBeNull();
  });
});
