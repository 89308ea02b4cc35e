/** Translation of the union selector's labels ('union') and the shared picker labels ('picker'). */
import { useCallback, useMemo } from 'react';
import { PICKER_NAMESPACE, type PickerLabelKey } from '../locale';
import { useKernel } from '../shared/KernelContext';
import { addUnionStrings, UNION_NAMESPACE, type UnionLabelKey } from './locale';

export type UnionTranslate = (key: UnionLabelKey) => string;

export function useUnionT(): UnionTranslate {
  const kernel = useKernel();
  useMemo(() => addUnionStrings(kernel.i18n), [kernel]);
  return useCallback((key: UnionLabelKey) => kernel.t(`${UNION_NAMESPACE}:${key}`), [kernel]);
}

export function usePickerT(): (key: PickerLabelKey) => string {
  const kernel = useKernel();
  return useCallback((key: PickerLabelKey) => kernel.t(`${PICKER_NAMESPACE}:${key}`), [kernel]);
}
