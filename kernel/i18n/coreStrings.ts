/** The kernel's own user-facing strings (namespace 'core'). Plugins add theirs as catalogues. */
import { defineCatalogue } from './catalogue';
import zhCN from './core/zh-CN';

export const CORE_NAMESPACE = 'core';

export const coreCatalogue = defineCatalogue(CORE_NAMESPACE, zhCN, {
  'zh-TW': () => import('./core/zh-TW'),
  en: () => import('./core/en'),
  ja: () => import('./core/ja'),
  th: () => import('./core/th'),
});
