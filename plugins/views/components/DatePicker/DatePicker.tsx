import { addDays, addMonths, format, isSameDay, startOfMonth } from 'date-fns';
import { asDateFnsLocale, type DateLocale } from '../shared/dateLocale';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '../shared/classNames';
import { ChevronIcon } from '../shared/icons';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import {
  assertTimestamp,
  buildMonthGrid,
  DEFAULT_CALENDAR_WIDTH,
  midnightOf,
  monthStepTarget,
  slideDirection,
  yearStepTarget,
} from './monthGrid';

export interface DatePickerLabels {
  previousYear?: string;
  previousMonth?: string;
  nextMonth?: string;
  nextYear?: string;
  /** Accessible name of the grid (default: the month shown). */
  grid?: string;
}

export interface DatePickerProps {
  /** The selected day, a timestamp in ms (required, non-negative). */
  selectDay: number;
  /** Called with midnight (local) of the chosen day, in ms. */
  onSelect?(time: number): void;
  /** Width in px (default 300). */
  width?: number;
  /** 7 starts weeks on Sunday; anything else on Monday. */
  firstDay?: number;
  /** Text shown in place of today's number. */
  todayText?: string;
  /** date-fns locale of the month and weekday names (e.g. `ja` from 'date-fns/locale/ja'). */
  locale?: DateLocale;
  labels?: DatePickerLabels;
  /** Today, for tests and fixed clocks (default: now). */
  now?: number;
  className?: string;
}

interface ViewState {
  /** First day of the month shown, in ms. */
  month: number;
  /** Set when the view moved to the adjacent month; drives the slide animation. */
  slide: 'next' | 'prev' | null;
  /** Changes on every move so the grid remounts (animation restarts, or a fresh start). */
  generation: number;
}

const PAGE_KEYS: Record<string, number> = { PageUp: -1, PageDown: 1 };
const ARROW_DAYS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** A month calendar (WAI-ARIA grid): 6 by 7 days, month and year navigation, keyboard support. */
export function DatePicker({
  selectDay,
  onSelect,
  width = DEFAULT_CALENDAR_WIDTH,
  firstDay,
  todayText,
  locale,
  labels = {},
  now,
  className,
}: DatePickerProps) {
  useInjectedStyles();
  assertTimestamp(selectDay);
  const today = midnightOf(now ?? Date.now());
  const [selected, setSelected] = useState(() => midnightOf(selectDay));
  const [current, setCurrent] = useState(() => midnightOf(selectDay));
  const [view, setView] = useState<ViewState>(() => ({
    month: startOfMonth(selectDay).getTime(),
    slide: null,
    generation: 0,
  }));
  const [givenDay, setGivenDay] = useState(selectDay);
  const focusPending = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  const moveTo = (target: number) => {
    setCurrent(target);
    const month = startOfMonth(target).getTime();
    if (month !== view.month) {
      setView({ month, slide: slideDirection(view.month, month), generation: view.generation + 1 });
    }
  };

  if (givenDay !== selectDay) {
    // The caller chose another day: show it, as a fresh start.
    setGivenDay(selectDay);
    setSelected(midnightOf(selectDay));
    setCurrent(midnightOf(selectDay));
    setView({
      month: startOfMonth(selectDay).getTime(),
      slide: null,
      generation: view.generation + 1,
    });
  }

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-time="${current}"]`)?.focus();
  }, [current, view]);

  const choose = (time: number) => {
    setSelected(time);
    moveTo(time);
    onSelect?.(time);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    let target: number | null = null;
    if (event.key in ARROW_DAYS) target = midnightOf(addDays(current, ARROW_DAYS[event.key]));
    else if (event.key in PAGE_KEYS) target = midnightOf(addMonths(current, PAGE_KEYS[event.key]));
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(current);
      return;
    }
    if (target === null) return;
    event.preventDefault();
    focusPending.current = true;
    moveTo(target);
  };

  const cells = buildMonthGrid(view.month, firstDay);
  const weeks = Array.from({ length: 6 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  const monthLabel = format(view.month, 'LLLL yyyy', { locale: asDateFnsLocale(locale) });
  const navButton = (
    label: string,
    onClick: () => void,
    icon: 'left' | 'right',
    double: boolean,
  ) => (
    <button type="button" className="pk-icon-button" aria-label={label} onClick={onClick}>
      <ChevronIcon direction={icon} double={double} />
    </button>
  );

  return (
    <div className={classNames('pk-calendar', className)} style={{ width }}>
      <div className="pk-calendar__header">
        <span>
          {navButton(
            labels.previousYear ?? 'Previous year',
            () => moveTo(yearStepTarget(current, -1)),
            'left',
            true,
          )}
          {navButton(
            labels.previousMonth ?? 'Previous month',
            () => moveTo(monthStepTarget(view.month, -1, today)),
            'left',
            false,
          )}
        </span>
        <span aria-live="polite">{monthLabel}</span>
        <span>
          {navButton(
            labels.nextMonth ?? 'Next month',
            () => moveTo(monthStepTarget(view.month, 1, today)),
            'right',
            false,
          )}
          {navButton(
            labels.nextYear ?? 'Next year',
            () => moveTo(yearStepTarget(current, 1)),
            'right',
            true,
          )}
        </span>
      </div>
      <table
        key={view.generation}
        ref={gridRef}
        role="grid"
        aria-label={labels.grid ?? monthLabel}
        data-slide={view.slide ?? undefined}
        className={classNames(
          'pk-calendar__grid',
          view.slide && `pk-calendar__grid--slide-${view.slide}`,
        )}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr role="row">
            {weeks[0].map((cell) => (
              <th key={cell.time} role="columnheader" scope="col" className="pk-calendar__weekday">
                <abbr title={format(cell.time, 'EEEE', { locale: asDateFnsLocale(locale) })}>
                  {format(cell.time, 'EEEEEE', { locale: asDateFnsLocale(locale) })}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].time} role="row">
              {week.map((cell) => {
                const isToday = cell.time === today;
                const fullDate = format(cell.time, 'PPPP', { locale: asDateFnsLocale(locale) });
                return (
                  <td
                    key={cell.time}
                    role="gridcell"
                    data-time={cell.time}
                    aria-selected={cell.time === selected}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={isToday && todayText ? `${todayText}, ${fullDate}` : fullDate}
                    tabIndex={cell.time === current ? 0 : -1}
                    className={classNames(
                      'pk-calendar__day',
                      !isSameDay(startOfMonth(cell.time), view.month) &&
                        'pk-calendar__day--outside',
                      isToday && 'pk-calendar__day--today',
                    )}
                    onClick={() => choose(cell.time)}
                  >
                    {isToday && todayText ? todayText : cell.day}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
