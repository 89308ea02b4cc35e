/**
 * The date-fns locale of each picker language (the union selector's time tab: month and weekday
 * names), loaded with the language's texts: a catalogue of the kernel's language loader whose
 * loader of each language imports that language's date-fns locale, so a bundler puts each in a
 * chunk of its own and a host pays only for the languages its pickers speak. Simplified Chinese,
 * the fallback language, ships with the time tab's chunk (`dateLocaleOf.ts`), not here. Views wait
 * for the loader (LanguageGate), so a date never shows in another language first;
 * preloadLanguages() with a preset's catalogues loads them for a server. A locale kept here stays
 * for the page (or the server's process): it is the same object whichever render loaded it.
 * File rows' relative times need none of this (`relativeTimeLocale`, Intl.RelativeTimeFormat).
 */
import {
  addCatalogue,
  defineCatalogue,
  FALLBACK_LANGUAGE,
  type I18nInstance,
  type Language,
  type Texts,
} from '../../../../kernel';
import type { DateLocale } from './dateLocale';

export const DATES_NAMESPACE = 'dates';

const kept: Partial<Record<Language, DateLocale>> = {};

/** Keeps a loaded locale; the catalogue's texts are its code (what the views could show of it). */
function keep(language: Language, locale: DateLocale): { default: Texts } {
  kept[language] = locale;
  return { default: { code: locale.code ?? language } };
}

export const datesCatalogue = defineCatalogue(
  DATES_NAMESPACE,
  { code: FALLBACK_LANGUAGE },
  {
    'zh-TW': () => import('date-fns/locale/zh-TW').then(({ zhTW }) => keep('zh-TW', zhTW)),
    en: () => import('date-fns/locale/en-US').then(({ enUS }) => keep('en', enUS)),
    ja: () => import('date-fns/locale/ja').then(({ ja }) => keep('ja', ja)),
    th: () => import('date-fns/locale/th').then(({ th }) => keep('th', th)),
  },
);

/** Adds the date locales to a kernel's language loader (idempotent). */
export function addDates(i18n: I18nInstance): void {
  addCatalogue(i18n, datesCatalogue);
}

/** The date-fns locale loaded for a language, if its texts were loaded (`dateLocaleOf.ts`). */
export function loadedDateLocale(language: Language): DateLocale | undefined {
  return kept[language];
}
