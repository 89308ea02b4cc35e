/** Translation of the picker labels in the kernel's language. */
import { useCallback } from 'react';
import { PICKER_NAMESPACE, type PickerLabelKey } from '../locale';
import { useKernel } from './KernelContext';

export type Translate = (key: PickerLabelKey, options?: Record<string, unknown>) => string;

export function useT(): Translate {
  const kernel = useKernel();
  return useCallback(
    (key: PickerLabelKey, options?: Record<string, unknown>) =>
      kernel.t(`${PICKER_NAMESPACE}:${key}`, options),
    [kernel],
  );
}
