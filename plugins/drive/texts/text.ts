/** Finder labels outside React (the kernel's language); views use useFinderT. */
import type { PickerKernel } from '../../../kernel';
import { FINDER_NAMESPACE, addFinderStrings, type FinderLabelKey } from './locale';

export function finderText(
  kernel: PickerKernel,
  key: FinderLabelKey,
  options: Record<string, unknown> = {},
): string {
  addFinderStrings(kernel.i18n);
  return kernel.t(`${FINDER_NAMESPACE}:${key}`, options);
}
