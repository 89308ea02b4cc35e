/** Small value helpers shared by the sources: ids as strings, numbers from numeric strings. */

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

/** An array from a server field that may be absent. */
export function listOf<T>(value: T[] | null | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/** Splits a list into chunks of `size` (group avatar batches of 50). */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
}
