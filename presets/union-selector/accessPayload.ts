/**
 * With `checkAccess`, what an insert adds to its payload: the picked people who cannot open the
 * file (`noAccess`, as union items) and how the check went (`accessCheck`; on 'checking' or
 * 'failed', `noAccess` is empty: unknown is not no access). Nothing without the option.
 */
import type { PickerKernel } from '../../kernel';
import { accessCheckOf } from '../../plugins/access/check-access';
import type { UnionInsertPayload } from './types';
import { toUnionItems } from './unionPayload';

export function accessPayload(
  kernel: PickerKernel,
): Pick<UnionInsertPayload, 'noAccess' | 'accessCheck'> {
  const store = accessCheckOf(kernel);
  if (!store) return {};
  return {
    noAccess: toUnionItems(store.noAccess(kernel.selection.selectedItems), kernel),
    accessCheck:
      store.status === 'ready' ? 'done' : store.status === 'failed' ? 'failed' : 'checking',
  };
}
