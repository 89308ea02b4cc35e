/**
 * Instructions for keyboard and screen-reader users, given to the search box and the lists
 * through `aria-describedby` (namespace 'pickerHints'; Simplified Chinese always loaded, the other languages on demand). The hint element is
 * `hidden`: it is read as the description, never shown or read on its own.
 */
import {
  addCatalogue,
  defineCatalogue,
  type I18nInstance,
  type PickerKernel,
} from '../../../kernel';
import type { HintKey } from './hintKeys';
import zhCN from './hintLanguages/zh-CN';

export const HINTS_NAMESPACE = 'pickerHints';

export type { HintKey };

export const hintCatalogue = defineCatalogue(HINTS_NAMESPACE, zhCN, {
  'zh-TW': () => import('./hintLanguages/zh-TW'),
  en: () => import('./hintLanguages/en'),
  ja: () => import('./hintLanguages/ja'),
  th: () => import('./hintLanguages/th'),
});

/** Adds the hints to a kernel's i18next instance (idempotent). */
export function addHintStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, hintCatalogue);
}

/** The hint in the kernel's language (the texts are added to its i18next instance once). */
export function hintText(kernel: Pick<PickerKernel, 'i18n' | 't'>, key: HintKey): string {
  addHintStrings(kernel.i18n);
  return kernel.t(`${HINTS_NAMESPACE}:${key}`);
}

/** The description element a control points at with `aria-describedby`. */
export function Hint({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}
