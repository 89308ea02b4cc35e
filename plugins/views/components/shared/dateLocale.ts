/**
 * The locale the date components take: the DatePicker a date-fns locale object, e.g. `import { ja
 * } from 'date-fns/locale/ja'`; FileItem's relative time reads only its `code`, so `{ code: 'ja' }`
 * does too. The public types name it by the one field every date-fns locale has, so that no public
 * declaration imports date-fns (its CommonJS declarations fail a host's type check with
 * skipLibCheck off); the object goes on to date-fns as it came.
 */
import type { Locale } from 'date-fns';

export interface DateLocale {
  /** The locale's code, e.g. "ja" or "en-US". */
  readonly code?: string;
}

/** The date-fns locale a DateLocale is (the components are documented to take only those). */
export function asDateFnsLocale(locale: DateLocale | undefined): Locale | undefined {
  return locale as Locale | undefined;
}

const byLanguage = new Map<string, DateLocale>();

/**
 * The locale a file row's relative time is worded in for a picker language: only its code is
 * read (Intl.RelativeTimeFormat), so no date-fns locale is loaded for it. One object per language,
 * so a row's props stay the same from render to render.
 */
export function relativeTimeLocale(language: string): DateLocale {
  let locale = byLanguage.get(language);
  if (!locale) {
    locale = { code: language };
    byLanguage.set(language, locale);
  }
  return locale;
}
