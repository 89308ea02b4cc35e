/** Small value helpers shared by the sources: ids as strings, numbers from numeric strings. */
import { ErrorCodes, Messages, PickerError } from '../../../kernel';

/** An id as the picker keys it: a string, or '' when missing. */
export function idOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const NUMERIC = /^-?\d+$/;

/** A number from a number or a numeric string (member-picker.md: numeric strings are parsed). */
export function parseNumeric<T>(value: T): T | number {
  if (typeof value === 'string' && NUMERIC.test(value.trim())) {
    const parsed = Number(value.trim());
    if (Number.isSafeInteger(parsed)) return parsed;
  }
  return value;
}

/** True when a value is present: not undefined, null, '' or NaN. */
export function present(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(typeof value === 'number' && Number.isNaN(value));
}

/** The error of a list answer that is not an array (union-selector.md 4 and 8, finder.md 8). */
export function fetchNotArray(): PickerError {
  return new PickerError(ErrorCodes.FETCH_NOT_ARRAY, Messages.fetchNotArray);
}

/**
 * The list a call answers with: an array, or the error "fetch result must be an array." for
 * anything else (absent, null, an object, a string). A malformed answer is never an empty list.
 */
export function listAnswer<T>(value: T[] | null | undefined): T[] {
  if (!Array.isArray(value)) throw fetchNotArray();
  return value;
}

/**
 * An optional list beside a call's main answer (a field the service leaves out when it has
 * nothing): absent or null is empty, an array is itself, anything else is the
 * "fetch result must be an array." error.
 */
export function listOf<T>(value: T[] | null | undefined): T[] {
  if (value === undefined || value === null) return [];
  return listAnswer(value);
}

/** Splits a list into chunks of `size` (group avatar batches of 50). */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
}

/**
 * Lists keyed by source (group batch search answers `data: { kdocs: [...], woa: [...] }`): each
 * list, or the "fetch result must be an array." error when the answer is not such a record.
 */
export function listsBySource<T>(value: Record<string, T[]> | null | undefined): T[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fetchNotArray();
  return Object.values(value).map((list) => listAnswer(list));
}
