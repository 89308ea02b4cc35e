/**
 * Bringing the selection in line with nodes just registered (a loaded page, a whole org): selected
 * nodes are found by id and marked, records made from options are swapped for the loaded ones
 * (keeping their place and a disabled flag), and entries now known to sit under a selected
 * department are dropped, since it stands for them (disabled ones never change).
 */
import { keyOfItem, type SelectedItem } from './items';
import { NO_NODE } from './orgIndex';
import type { SelectionCore } from './selectionDeps';

/**
 * `touched` lists the ids created or moved by the registration; null means the whole index is new.
 * `stubKeys` holds the keys whose record was made from options; a key leaves it once its record
 * has loaded.
 */
export function adoptNodes(
  core: SelectionCore,
  stubKeys: Set<string>,
  touched: readonly number[] | null,
): void {
  const { ledger, disabledKeys } = core;
  if (ledger.size === 0) return;
  const org = ledger.org;
  const ids =
    touched && touched.length < ledger.size
      ? touched
      : ledger.items().map((entry) => org.idOf(keyOfItem(entry)));
  const dropped: SelectedItem[] = [];
  core.commit(() => {
    for (const id of ids) {
      if (id === NO_NODE) continue;
      const entry = ledger.attach(id);
      const key = org.keyOf(id);
      const record = org.recordOf(id);
      if (entry && record && stubKeys.delete(key)) {
        ledger.replaceRecord(key, entry.disabled ? { ...record, disabled: true } : record);
      }
    }
    for (const id of ids) {
      if (id === NO_NODE || org.markedAncestor(id) === NO_NODE) continue;
      const own = ledger.get(org.keyOf(id));
      const under = [...(own ? [own] : []), ...ledger.entriesBelow(id, disabledKeys)];
      for (const entry of under) {
        if (disabledKeys.has(entry.key) || !ledger.remove(entry.key)) continue;
        dropped.push(entry);
      }
    }
  });
  if (dropped.length > 0) core.notify({ kind: 'deselect', items: dropped });
}
