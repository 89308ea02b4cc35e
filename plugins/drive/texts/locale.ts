/**
 * The finder's labels under the 'finder' i18n namespace: Simplified Chinese always loaded, the
 * other languages loaded on demand when a kernel speaks them (kernel/i18n/catalogue.ts).
 */
import { addCatalogue, defineCatalogue, type I18nInstance } from '../../../kernel';
import type { FinderLabelKey } from './labels/en';
import zhCN from './labels/zh-CN';

export type { FinderLabelKey };
export const FINDER_NAMESPACE = 'finder';

export const finderLabelsCatalogue = defineCatalogue(
  FINDER_NAMESPACE,
  zhCN satisfies Record<FinderLabelKey, string>,
  {
    'zh-TW': () => import('./labels/zh-TW'),
    en: () => import('./labels/en'),
    ja: () => import('./labels/ja'),
    th: () => import('./labels/th'),
  },
);

/** Adds the finder labels to a kernel's i18next instance (idempotent). */
export function addFinderStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, finderLabelsCatalogue);
}
