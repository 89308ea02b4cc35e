/**
 * What the live region says (namespace 'announce'): Simplified Chinese always loaded, the other
 * languages on demand. English counts use
 * i18next plurals (`_one` / `_other`); the other languages have one form.
 */
import { addCatalogue, defineCatalogue, type I18nInstance } from '../../../kernel';
import zhCN from './languages/zh-CN';

export const ANNOUNCE_NAMESPACE = 'announce';

export type AnnounceTextKey =
  | 'picked'
  | 'pickedMany'
  | 'removed'
  | 'removedMany'
  | 'cleared'
  | 'clearedKept'
  | 'exceeded'
  | 'results'
  | 'noResults'
  | 'moreRows'
  | 'failedLoad'
  | 'failedSearch'
  | 'retrying'
  | 'recovered'
  | 'recoveredRows'
  | 'pasteSummary'
  | 'pasteSeparator'
  | 'pasteNothing'
  | 'pasteAdded'
  | 'pasteAlreadyPicked'
  | 'pasteAmbiguous'
  | 'pasteNotFound'
  | 'pasteMalformed'
  | 'pasteFailed'
  | 'pasteRefused';

export const announceCatalogue = defineCatalogue(ANNOUNCE_NAMESPACE, zhCN, {
  'zh-TW': () => import('./languages/zh-TW'),
  en: () => import('./languages/en'),
  ja: () => import('./languages/ja'),
  th: () => import('./languages/th'),
});

/** Adds the announcement texts to a kernel's i18next instance (idempotent). */
export function addAnnounceStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, announceCatalogue);
}
