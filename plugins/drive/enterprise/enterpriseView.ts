/** The spaces view (spaces) with the enterprise state: restriction and each company's flag. */
import type { PickerKernel } from '../../../kernel';
import { extendView } from '../finder-state/finderView';
import { spacesView } from '../spaces/spacesView';
import { ENTERPRISE_STATE } from './enterpriseKey';

export function enterpriseView(kernel: PickerKernel) {
  return extendView(spacesView(kernel), {
    get enterprise() {
      return kernel.extensions.get(ENTERPRISE_STATE);
    },
  });
}

export type EnterpriseView = ReturnType<typeof enterpriseView>;
