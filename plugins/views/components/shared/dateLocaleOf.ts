/**
 * The calendar's date-fns locale of a language shown: the one loaded with its texts
 * (`dateLocales.ts`), else Simplified Chinese, the fallback language, whose texts are shown then
 * too. Only the time tab's chunk imports this module, so the fallback locale is not in the union
 * selector's first load.
 */
import { zhCN } from 'date-fns/locale/zh-CN';
import type { Language } from '../../../../kernel';
import type { DateLocale } from './dateLocale';
import { loadedDateLocale } from './dateLocales';

export function dateLocaleOf(language: Language): DateLocale {
  return loadedDateLocale(language) ?? zhCN;
}
