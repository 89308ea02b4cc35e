/**
 * Facts of the fake suite's default dataset with seed 1 (what `npm start` serves), signed in as
 * the default plus user (1000002, main company 8800001 'Pickerkit Main Co'). The dataset is
 * generated deterministically from the seed, so these names and counts are stable.
 */
export const MAIN_COMPANY = 'Pickerkit Main Co';

/** The plus user's recent contacts (company mode), first page in order. */
export const RECENT = ['Gao Hua', 'Luo Qiang', 'Chen Yu'] as const;
export const RECENT_IDS: Record<(typeof RECENT)[number], string> = {
  'Gao Hua': '3000579',
  'Luo Qiang': '3001426',
  'Chen Yu': '3001558',
};

/** Departments one level below the root department 10001. */
export const QUALITY = 'Quality 1';
/** Under Quality 1: a department without sub-departments, with 51 staff. */
export const SECURITY = 'Security 53';
export const SECURITY_STAFF = 51;

/** The staff member whose name is an HTML payload (data/names.ts HOSTILE_NAMES). */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

/** Escapes a string for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An accessible name that starts with `text` as a whole word ('Quality 1' but not 'Quality 10'). */
export function startsWithName(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}(?![\\w])`);
}
