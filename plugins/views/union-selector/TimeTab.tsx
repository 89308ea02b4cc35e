/**
 * The time tab: a day calendar (the shared DatePicker), a typed date accepted only when it parses
 * and is valid, a "time setting" checkbox and, when it is on, the half-hour time dropdown (00:00
 * to 23:30, default 00:00; slots at or before minTime or at or after maxTime disabled). No search
 * and no fetching. Insert hands `{ date, time? }` up.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { Language } from '../../../kernel';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { midnightOf } from '../components/DatePicker/monthGrid';
import { ActionBar } from './ActionBar';
import { dateLocaleOf } from '../components/shared/dateLocaleOf';
import { TimeSelect } from './TimeSelect';
import {
  DEFAULT_TIME,
  formatDate,
  parseTypedDate,
  timeSlots,
  type TimeSlotOptions,
} from './timeSlots';
import type { TimeValue } from './types';
import { useUnionT } from './useUnionT';

/** The dropdown spans the whole day unless the host sets start or end. */
const DAY_RANGE = { start: '00:00', end: '23:30', step: '00:30' } as const;

export interface TimeTabProps {
  language: Language;
  timeSelect?: TimeSlotOptions;
  showRemind: boolean;
  remind: boolean;
  onRemindChange(next: boolean): void;
  confirmText?: string;
  onInsert(value: TimeValue): void;
  now?: number;
}

export function TimeTab(props: TimeTabProps) {
  const t = useUnionT();
  const [day, setDay] = useState(() => midnightOf(props.now ?? Date.now()));
  const [typed, setTyped] = useState(() => formatDate(day));
  const [invalid, setInvalid] = useState(false);
  const [timeOn, setTimeOn] = useState(false);
  const [time, setTime] = useState(DEFAULT_TIME);
  const slots = timeSlots({ ...DAY_RANGE, ...props.timeSelect });
  const dateId = useId();
  const timeLabelId = useId();

  const pickDay = (value: number) => {
    setDay(value);
    setTyped(formatDate(value));
    setInvalid(false);
  };
  const applyTyped = () => {
    const parsed = parseTypedDate(typed);
    if (parsed) pickDay(midnightOf(parsed.getTime()));
    else setInvalid(true);
  };
  const onDateKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyTyped();
    }
  };

  return (
    <div className="pk-union__time">
      <div className="pk-union__time-body">
        <DatePicker
          selectDay={day}
          onSelect={pickDay}
          width={300}
          locale={dateLocaleOf(props.language)}
          now={props.now}
        />
        <div className="pk-union__time-row">
          <label htmlFor={dateId}>{t('date')}</label>
          <input
            id={dateId}
            className="pk-union__date-input"
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${dateId}-error` : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setInvalid(false);
            }}
            onBlur={applyTyped}
            onKeyDown={onDateKeyDown}
          />
        </div>
        {invalid && (
          <div id={`${dateId}-error`} className="pk-union__date-error" role="alert">
            {t('dateInvalid')}
          </div>
        )}
        <div className="pk-union__time-row">
          <Checkbox checked={timeOn} onChange={setTimeOn} labelledBy={timeLabelId} />
          <span id={timeLabelId} onClick={() => setTimeOn(!timeOn)}>
            {t('timeSetting')}
          </span>
          {timeOn && (
            <TimeSelect
              value={time}
              slots={slots}
              label={t('time')}
              listLabel={t('timeSlots')}
              onChange={setTime}
            />
          )}
        </div>
      </div>
      <ActionBar
        showRemind={props.showRemind}
        remind={props.remind}
        onRemindChange={props.onRemindChange}
        confirmText={props.confirmText}
        canInsert
        onInsert={() => props.onInsert({ date: formatDate(day), ...(timeOn ? { time } : {}) })}
      />
    </div>
  );
}
