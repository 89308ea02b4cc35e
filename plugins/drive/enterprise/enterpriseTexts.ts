/**
 * The enterprise switcher's and the restriction's texts under the 'finderEnterprise' namespace:
 * the personal space's name ('headers.kdocs'), the limit tip per action, the switcher's labels.
 * Simplified Chinese always loaded, the other languages loaded on demand when a kernel speaks
 * them (kernel/i18n/catalogue.ts); the enterprise plugin adds the catalogue when it is applied, so
 * the views wait for the shown language's texts with the others.
 */
import { addCatalogue, defineCatalogue, type PickerKernel } from '../../../kernel';
import type { EnterpriseTextKey } from './texts/en';
import zhCN from './texts/zh-CN';

export type { EnterpriseTextKey };
export const ENTERPRISE_NAMESPACE = 'finderEnterprise';

export const enterpriseTextsCatalogue = defineCatalogue(
  ENTERPRISE_NAMESPACE,
  zhCN satisfies Record<EnterpriseTextKey, string>,
  {
    'zh-TW': () => import('./texts/zh-TW'),
    en: () => import('./texts/en'),
    ja: () => import('./texts/ja'),
    th: () => import('./texts/th'),
  },
);

/** Adds the enterprise texts to a kernel (idempotent). */
export function addEnterpriseStrings(kernel: PickerKernel): void {
  addCatalogue(kernel.i18n, enterpriseTextsCatalogue);
}

export function enterpriseText(
  kernel: PickerKernel,
  key: EnterpriseTextKey,
  options: Record<string, unknown> = {},
): string {
  addEnterpriseStrings(kernel);
  return kernel.t(`${ENTERPRISE_NAMESPACE}:${key}`, options);
}
