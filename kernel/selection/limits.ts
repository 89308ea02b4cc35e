/**
 * Counting and the maximum count. Under the 'staff' policy a selected department (or company)
 * counts as its staff: the server's memberCount, else the staff indexed under it so far, else 1.
 * Under 'one' every selected item counts as one. The exceed notice goes to the onExceed hook and
 * the host's onExceed option, while picking.
 */
import type { DepartmentCounting, KernelOptions } from '../options';
import type { ExceedInfo, KernelHooks } from '../hooks';
import type { PickerItem } from '../types';

/** Whether every item of a type weighs 1 under the policy (all but departments under 'staff'). */
export function weighsOne(type: string, counting: DepartmentCounting): boolean {
  return counting === 'one' || (type !== 'department' && type !== 'company');
}

/** How much one selected item weighs in the count. */
export function weightOf(
  item: Pick<PickerItem, 'type' | 'memberCount'>,
  counting: DepartmentCounting,
  indexedStaff: number,
): number {
  if (weighsOne(item.type, counting)) return 1;
  if (typeof item.memberCount === 'number' && item.memberCount >= 0) return item.memberCount;
  return indexedStaff > 0 ? indexedStaff : 1;
}

/** Reports a refused pick: the hook first, then the host's callback. */
export function reportExceed(
  hooks: Pick<KernelHooks, 'onExceed'>,
  options: Pick<KernelOptions, 'onExceed'> & { maxCount: number },
  attempted: number,
  item: PickerItem,
): void {
  const info: ExceedInfo = { maxCount: options.maxCount, attempted, item };
  hooks.onExceed.call(info);
  options.onExceed?.(info);
}
