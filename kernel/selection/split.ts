/**
 * Deselecting one node inside a selected department. The user unticks one person (or one
 * sub-department) and expects the rest of the department to stay ticked, so the selected
 * department is replaced by its loaded children, and on the way down to the unticked node each
 * level's other children are kept. Sub-departments stay selected as departments, so their unloaded
 * staff remain covered; children not loaded yet are not known and cannot be kept.
 */
import type { PickerItem } from '../types';
import { reportExceed } from './limits';
import type { OrgIndex } from './orgIndex';
import type { SelectionCore } from './selectionDeps';

/**
 * Unticks `target` under the selected department `covering`: the department is replaced by the
 * records planSplit gives. Refused, with the exceed notice, when the replacement would go over the
 * maximum (possible when a department counts as one). Returns whether the selection changed.
 */
export function splitCovering(
  core: SelectionCore,
  item: PickerItem,
  covering: number,
  target: number,
): boolean {
  const { ledger, hooks, options, hiddenKeys } = core;
  const org = ledger.org;
  const coveringKey = org.keyOf(covering);
  const skip = (key: string) => ledger.has(key) || hiddenKeys.has(key);
  const additions = planSplit(org, covering, target, skip);
  let attempted = ledger.total - ledger.weightOfKey(coveringKey);
  for (const record of additions) attempted += ledger.weightFor(record);
  if (attempted > options.maxCount) {
    reportExceed(hooks, options, attempted, item);
    return false;
  }
  core.commit(() => {
    ledger.remove(coveringKey);
    for (const record of additions) ledger.add(record);
  });
  core.notify({ kind: 'deselect', items: [item] });
  return true;
}

/**
 * The records to select when `target` is unticked under the selected ancestor `covering`.
 * `skip` says which keys must not be added (hidden, or already selected such as disabled ones).
 */
export function planSplit(
  org: OrgIndex<PickerItem>,
  covering: number,
  target: number,
  skip: (key: string) => boolean,
): PickerItem[] {
  const path: number[] = [target];
  for (let node = org.parentOf(target); node !== covering; node = org.parentOf(node)) {
    path.push(node);
  }
  path.push(covering);
  path.reverse();
  const additions: PickerItem[] = [];
  for (let level = 0; level < path.length - 1; level += 1) {
    const next = path[level + 1];
    for (const child of org.childrenOf(path[level])) {
      if (child === next) continue;
      const record = org.recordOf(child);
      if (record && !skip(record.key)) additions.push(record);
    }
  }
  return additions;
}
