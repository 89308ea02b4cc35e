/** The union selector's labels in every language, under the 'union' i18n namespace. */
import { addStrings, type I18nInstance, type Language } from '../../../../kernel';
import { en } from './en';
import { ja } from './ja';
import { UNION_NAMESPACE, type UnionLabelKey, type UnionLabels } from './keys';
import { th } from './th';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export { UNION_NAMESPACE, type UnionLabelKey, type UnionLabels };

export const unionLabels: Record<Language, UnionLabels> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  th,
};

export function addUnionStrings(i18n: I18nInstance): void {
  if (i18n.hasResourceBundle('en', UNION_NAMESPACE)) return;
  addStrings(i18n, UNION_NAMESPACE, unionLabels);
}
