/**
 * The texts of the finder's folders, names and actions (new-folder row, rename input, commit
 * buttons, refusals) under their own i18n namespace: Simplified Chinese always loaded, the other
 * languages on demand (kernel/i18n/catalogue.ts).
 */
import {
  addCatalogue,
  defineCatalogue,
  type I18nInstance,
  type PickerKernel,
} from '../../../kernel';
import type { ActionTextKey } from './actions/en';
import zhCN from './actions/zh-CN';

export type { ActionTextKey };
export const ACTION_NAMESPACE = 'finderActions';

export const actionTextsCatalogue = defineCatalogue(
  ACTION_NAMESPACE,
  zhCN satisfies Record<ActionTextKey, string>,
  {
    'zh-TW': () => import('./actions/zh-TW'),
    en: () => import('./actions/en'),
    ja: () => import('./actions/ja'),
    th: () => import('./actions/th'),
  },
);

/** Adds the action texts to a kernel's i18next instance (idempotent). */
export function addActionStrings(i18n: I18nInstance): void {
  addCatalogue(i18n, actionTextsCatalogue);
}

/** An action text in the kernel's language. */
export function actionText(
  kernel: PickerKernel,
  key: ActionTextKey,
  options: Record<string, unknown> = {},
): string {
  addActionStrings(kernel.i18n);
  return kernel.t(`${ACTION_NAMESPACE}:${key}`, options);
}
