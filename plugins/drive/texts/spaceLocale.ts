/**
 * Texts of the private space (unlock form, membership) and of the certification screen under
 * their own i18n namespace: Simplified Chinese always loaded, the other languages on demand
 * (kernel/i18n/catalogue.ts).
 */
import { addCatalogue, defineCatalogue, type I18nInstance } from '../../../kernel';
import type { FinderSpaceKey } from './space/en';
import zhCN from './space/zh-CN';

export type { FinderSpaceKey };
export const FINDER_SPACE_NAMESPACE = 'finder-space';

export const finderSpaceCatalogue = defineCatalogue(
  FINDER_SPACE_NAMESPACE,
  zhCN satisfies Record<FinderSpaceKey, string>,
  {
    'zh-TW': () => import('./space/zh-TW'),
    en: () => import('./space/en'),
    ja: () => import('./space/ja'),
    th: () => import('./space/th'),
  },
);

/** Adds the texts to a kernel's i18next instance (idempotent). */
export function addFinderSpaceStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, finderSpaceCatalogue);
}
