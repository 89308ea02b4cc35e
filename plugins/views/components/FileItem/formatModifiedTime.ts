import type { DateLocale } from '../shared/dateLocale';

/**
 * Times below this are taken as seconds since the epoch, at or above it as milliseconds.
 * 1e11 ms is March 1973 and 1e11 s is the year 5138, so both readings cannot be meant.
 */
export const SECONDS_THRESHOLD = 1e11;

/** mtime in seconds or milliseconds → milliseconds. */
export function mtimeToMillis(mtime: number): number {
  return mtime < SECONDS_THRESHOLD ? mtime * 1000 : mtime;
}

/** The language of a relative time when none is given (as date-fns's default locale was). */
const DEFAULT_CODE = 'en-US';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

/**
 * The unit a distance is said in, and where the next takes over (rounded, as one would say it):
 * under 45 seconds is now, under 45 minutes in minutes, under 22 hours in hours, under 26 days
 * in days, up to 11 months in months, then in years.
 */
const STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number, number]> = [
  ['second', SECOND, 45],
  ['minute', MINUTE, 45],
  ['hour', HOUR, 22],
  ['day', DAY, 26],
  ['month', MONTH, 12],
  ['year', YEAR, Infinity],
];

/**
 * One formatter per language and style for the page's life (making one loads the language's
 * rules). Counts are always numbers ('1 day ago': 'yesterday' would name a calendar day the
 * rounding does not mean); under 45 seconds is the language's word for now.
 */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(code: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${numeric} ${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.RelativeTimeFormat(code, { numeric });
    } catch {
      // A code the engine does not know (a host's own locale object): the default language.
      formatter = formatterFor(DEFAULT_CODE, numeric);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A relative label such as '5 minutes ago' or '11 months ago', in the language of `locale` (its
 * `code`: a date-fns locale such as `ja` from 'date-fns/locale/ja', or `{ code: 'ja' }`; English
 * by default), worded by the browser's Intl.RelativeTimeFormat; empty for a time that is not a
 * number. `now` is for tests.
 */
export function formatModifiedTime(mtime: number, locale?: DateLocale, now = Date.now()): string {
  const distance = mtimeToMillis(mtime) - now;
  if (!Number.isFinite(distance)) return '';
  const code = locale?.code ?? DEFAULT_CODE;
  for (const [unit, size, below] of STEPS) {
    const amount = Math.round(Math.abs(distance) / size);
    if (amount >= below) continue;
    if (unit === 'second') return formatterFor(code, 'auto').format(0, 'second');
    const value = Math.max(1, amount);
    return formatterFor(code, 'always').format(distance < 0 ? -value : value, unit);
  }
  return '';
}
