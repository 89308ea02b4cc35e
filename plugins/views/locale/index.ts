/**
 * The picker's labels under the 'picker' i18n namespace: Simplified Chinese always loaded, the
 * other languages loaded on demand when a kernel speaks them (kernel/i18n/catalogue.ts).
 */
import { addCatalogue, defineCatalogue, type I18nInstance } from '../../../kernel';
import { PICKER_NAMESPACE, type PickerLabelKey as BaseLabelKey, type PickerLabels } from './keys';
import type { LookLabelKey } from './lookLabels';
import zhCN from './zh-CN';

export { PICKER_NAMESPACE, type PickerLabels };

/** Every label key of the 'picker' namespace. */
export type PickerLabelKey = BaseLabelKey | LookLabelKey;

export const pickerCatalogue = defineCatalogue(
  PICKER_NAMESPACE,
  zhCN satisfies Record<PickerLabelKey, string>,
  {
    'zh-TW': () => import('./zh-TW'),
    en: () => import('./en'),
    ja: () => import('./ja'),
    th: () => import('./th'),
  },
);

/** Adds the picker labels to a kernel's i18next instance (idempotent). */
export function addPickerStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, pickerCatalogue);
}
