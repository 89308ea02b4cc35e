/**
 * The union selector's labels under the 'union' i18n namespace: Simplified Chinese always loaded,
 * the other languages loaded on demand when a kernel speaks them (kernel/i18n/catalogue.ts).
 */
import { addCatalogue, defineCatalogue, type I18nInstance } from '../../../../kernel';
import { UNION_NAMESPACE, type UnionLabelKey, type UnionLabels } from './keys';
import { zhCN } from './zh-CN';

export { UNION_NAMESPACE, type UnionLabelKey, type UnionLabels };

export const unionCatalogue = defineCatalogue(UNION_NAMESPACE, zhCN, {
  'zh-TW': () => import('./zh-TW').then((module) => ({ default: module.zhTW })),
  en: () => import('./en').then((module) => ({ default: module.en })),
  ja: () => import('./ja').then((module) => ({ default: module.ja })),
  th: () => import('./th').then((module) => ({ default: module.th })),
});

/** Adds the union selector's labels to a kernel's i18next instance (idempotent). */
export function addUnionStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, unionCatalogue);
}
