/** The picker's labels in every language, under the 'picker' i18n namespace. */
import { addStrings, type I18nInstance, type Language } from '../../../kernel';
import { en } from './en';
import { ja } from './ja';
import { PICKER_NAMESPACE, type PickerLabelKey, type PickerLabels } from './keys';
import { th } from './th';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { PICKER_NAMESPACE, type PickerLabelKey, type PickerLabels };

export const pickerLabels: Record<Language, PickerLabels> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  th,
};

/** Adds the picker labels to a kernel's i18next instance (idempotent). */
export function addPickerStrings(i18n: I18nInstance): void {
  if (i18n.hasResourceBundle('en', PICKER_NAMESPACE)) return;
  addStrings(i18n, PICKER_NAMESPACE, pickerLabels);
}
