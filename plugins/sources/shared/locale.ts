/**
 * Default tab titles and notices of the built-in sources, namespace `sources`: Simplified Chinese
 * always loaded, the other languages on demand.
 */
import type { PickerKernel } from '../../../kernel';
import { addCatalogue, defineCatalogue } from '../../../kernel';
import zhCN from './localeLanguages/zh-CN';

export const SOURCES_NAMESPACE = 'sources';

type Table = typeof zhCN;

export const sourcesCatalogue = defineCatalogue(SOURCES_NAMESPACE, zhCN, {
  'zh-TW': () => import('./localeLanguages/zh-TW'),
  en: () => import('./localeLanguages/en'),
  ja: () => import('./localeLanguages/ja'),
  th: () => import('./localeLanguages/th'),
});

const registered = new WeakSet<PickerKernel>();

/** Adds the strings once per kernel. */
export function ensureSourceStrings(kernel: PickerKernel): void {
  if (registered.has(kernel)) return;
  registered.add(kernel);
  addCatalogue(kernel.i18n, sourcesCatalogue);
}

export type SourceStringKey = keyof Table;

export function sourceText(kernel: PickerKernel, key: SourceStringKey): string {
  ensureSourceStrings(kernel);
  return kernel.t(`${SOURCES_NAMESPACE}:${key}`);
}
