/** Private-space and certification texts outside React (the kernel's language). */
import type { PickerKernel } from '../../../kernel';
import { FINDER_SPACE_NAMESPACE, addFinderSpaceStrings, type FinderSpaceKey } from './spaceLocale';

export function finderSpaceText(
  kernel: PickerKernel,
  key: FinderSpaceKey,
  options: Record<string, unknown> = {},
): string {
  addFinderSpaceStrings(kernel.i18n);
  return kernel.t(`${FINDER_SPACE_NAMESPACE}:${key}`, options);
}
