/**
 * The date-fns locale of each picker language (the time tab's month and weekday names, the
 * relative times of file rows such as '11 months ago'), loaded with the language's texts: a
 * catalogue of the kernel's language loader whose loader of each language imports that language's
 * date-fns locale, so a bundler puts each in a chunk of its own and a host pays only for the
 * languages its pickers speak. Simplified Chinese, the fallback language, ships with the code.
 * Views wait for the loader (LanguageGate), so a date never shows in another language first;
 * preloadLanguages() with a preset's catalogues loads them for a server. A locale kept here stays
 * for the page (or the server's process): it is the same object whichever render loaded it.
 */
import { zhCN } from 'date-fns/locale/zh-CN';
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

const kept: Partial<Record<Language, DateLocale>> = { [FALLBACK_LANGUAGE]: zhCN };

/** Keeps a loaded locale; the catalogue's texts are its code (what the views could show of it). */
function keep(language: Language, locale: DateLocale): { default: Texts } {
  kept[language] = locale;
  return { default: { code: locale.code ?? language } };
}

export const datesCatalogue = defineCatalogue(
  DATES_NAMESPACE,
  { code: zhCN.code ?? FALLBACK_LANGUAGE },
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

/**
 * The locale of a language shown: loaded with its texts; the fallback's when that load failed
 * (the texts are the fallback's then too).
 */
export function dateLocaleOf(language: Language): DateLocale {
  return kept[language] ?? zhCN;
}
