/**
 * The date-fns locale of each picker language: the calendar's month and weekday names and the
 * relative times of file rows ('11 months ago') follow the picker's language.
 */
import type { DateLocale } from './dateLocale';
import { enUS } from 'date-fns/locale/en-US';
import { ja } from 'date-fns/locale/ja';
import { th } from 'date-fns/locale/th';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhTW } from 'date-fns/locale/zh-TW';
import type { Language } from '../../../../kernel';

export const DATE_LOCALES: Record<Language, DateLocale> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en: enUS,
  ja,
  th,
};
