/** The picker's labels in every language, under the 'picker' i18n namespace. */
import { addStrings, type I18nInstance, type Language } from '../../../kernel';
import { en } from './en';
import { ja } from './ja';
import { PICKER_NAMESPACE, type PickerLabelKey as BaseLabelKey, type PickerLabels } from './keys';
import { lookLabels, type LookLabelKey } from './lookLabels';
import { th } from './th';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { PICKER_NAMESPACE, type PickerLabels };

/** Every label key of the 'picker' namespace. */
export type PickerLabelKey = BaseLabelKey | LookLabelKey;

export const pickerLabels: Record<Language, PickerLabels & Record<LookLabelKey, string>> = {
  'zh-CN': { ...zhCN, ...lookLabels['zh-CN'] },
  'zh-TW': { ...zhTW, ...lookLabels['zh-TW'] },
  en: { ...en, ...lookLabels.en },
  ja: { ...ja, ...lookLabels.ja },
  th: { ...th, ...lookLabels.th },
};

/** Adds the picker labels to a kernel's i18next instance (idempotent). */
export function addPickerStrings(i18n: I18nInstance): void {
  if (i18n.hasResourceBundle('en', PICKER_NAMESPACE)) return;
  addStrings(i18n, PICKER_NAMESPACE, pickerLabels);
}
