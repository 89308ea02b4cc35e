/**
 * The locale the date components take: a date-fns locale object, e.g. `import { ja } from
 * 'date-fns/locale/ja'`. The public types name it by the one field every date-fns locale has,
 * so that no public declaration imports date-fns (its CommonJS declarations fail a host's type
 * check with skipLibCheck off); the object goes on to date-fns as it came.
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
