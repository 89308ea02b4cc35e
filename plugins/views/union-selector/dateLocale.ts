/** The date-fns locale of each language, for the calendar's month and weekday names. */
import type { DateLocale } from '../components/shared/dateLocale';
import { enUS } from 'date-fns/locale/en-US';
import { ja } from 'date-fns/locale/ja';
import { th } from 'date-fns/locale/th';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhTW } from 'date-fns/locale/zh-TW';
import type { Language } from '../../../kernel';

export const DATE_LOCALES: Record<Language, DateLocale> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en: enUS,
  ja,
  th,
};
