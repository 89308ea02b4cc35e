/**
 * Back-office, level 1 (member-picker.md section 5): which departments a department source with
 * deptIds shows.
 */
import type { MemberSourceConfig } from '../member-items';
import { ErrorCodes, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import { idOf } from '../shared/values';

/**
 * Two or more deptIds load that list; one equal to the current deptId is a normal load; one other
 * id loads it as a list; none is an error.
 */
export function cmsDeptIdsPlan(
  config: MemberSourceConfig,
): { kind: 'normal' } | { kind: 'list'; ids: string[] } {
  const ids = (config.deptIds ?? []).map(idOf).filter((id) => id !== '');
  if (ids.length === 0) {
    throw new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.invalidDeptIds);
  }
  if (ids.length === 1 && ids[0] === idOf(config.deptId)) return { kind: 'normal' };
  return { kind: 'list', ids };
}
