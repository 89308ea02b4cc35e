import { formatDistanceToNow } from 'date-fns';
import { asDateFnsLocale, type DateLocale } from '../shared/dateLocale';

/**
 * Times below this are taken as seconds since the epoch, at or above it as milliseconds.
 * 1e11 ms is March 1973 and 1e11 s is the year 5138, so both readings cannot be meant.
 */
export const SECONDS_THRESHOLD = 1e11;

/** mtime in seconds or milliseconds → milliseconds. */
export function mtimeToMillis(mtime: number): number {
  return mtime < SECONDS_THRESHOLD ? mtime * 1000 : mtime;
}

/** A relative label such as '5 minutes ago' (in the given date-fns locale). */
export function formatModifiedTime(mtime: number, locale?: DateLocale): string {
  return formatDistanceToNow(mtimeToMillis(mtime), {
    addSuffix: true,
    locale: asDateFnsLocale(locale),
  });
}
