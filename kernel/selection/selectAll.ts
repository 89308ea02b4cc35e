/**
 * Select-all of a list (member-picker.md section 4, finder.md section 4): every pickable item in
 * list order, up to the maximum. Each item is judged as a single pick would judge it: skipped when
 * it cannot be picked or is already covered (selected, or under a selected department), skipped
 * when a shouldToggle tap vetoes it, and when it is a department the entries under it are dropped
 * (it stands for them) before its weight is weighed against the maximum. The first item that would
 * go over stops the walk, and the exceed notice fires for it with the count it would have made.
 *
 * Built to stay within a few milliseconds at 100k people: a node's id is found by its place next to
 * the one before (see OrgIndex.idOfRecord), the ledger finds entries by id, the walk for entries to
 * drop runs only for a node with marks below it, and shouldToggle is called per item only when
 * something listens to it.
 */
import { isHookIdle } from '../hooks';
import type { PickerItem } from '../types';
import { keyOfItem, type SelectedItem } from './items';
import { reportExceed, weighsOne } from './limits';
import { ListRuns } from './listRuns';
import { NO_NODE } from './orgIndex';
import type { SelectionCore } from './selectionDeps';

const NOTHING: readonly SelectedItem[] = Object.freeze([]);
const UNKNOWN = -2;

/** What may be picked from a list, as the store's rules say. */
export interface ListRules {
  /** Whether the item may be picked at all (type, hidden, disabled, rules). */
  pickable(item: PickerItem, key: string): boolean;
  /** pickable() reads nothing but the item's type: nothing is hidden, disabled or ruled out. */
  byTypeOnly: boolean;
}

/**
 * Adds the list's items to the ledger (the caller commits and notifies) and returns those added,
 * in order.
 */
export function pickAll(
  core: SelectionCore,
  items: readonly PickerItem[],
  rules: ListRules,
): PickerItem[] {
  const added = new ListRuns();
  try {
    walk(core, items, rules, added);
  } finally {
    core.ledger.settle();
  }
  return added.take(items);
}

/** The pass over the list: the positions of the items added go to `added`. */
function walk(
  core: SelectionCore,
  items: readonly PickerItem[],
  rules: ListRules,
  added: ListRuns,
): void {
  const { ledger, hooks, options } = core;
  const ask = !isHookIdle(hooks.shouldToggle);
  // Nothing runs per item (no tap, no rule beyond the type): a run of sibling people goes at once.
  const byRuns = !ask && rules.byTypeOnly;
  let previous = NO_NODE;
  // Whether the parent of the last item is covered: people of one department come together.
  let parent = UNKNOWN;
  let parentCovered = false;
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    const org = ledger.org;
    const key = keyOfItem(item);
    const id = org.idOfRecord(item, key, previous + 1);
    if (id !== NO_NODE) previous = id;
    if (!rules.pickable(item, key) || ledger.has(key, id)) continue;
    if (id !== NO_NODE) {
      const up = org.parentOf(id);
      if (up !== parent) {
        parent = up;
        parentCovered = up !== NO_NODE && (org.isMarked(up) || org.markedAncestor(up) !== NO_NODE);
      }
      if (parentCovered) continue;
    }
    if (ask) {
      parent = UNKNOWN; // a tap may change the selection
      if (hooks.shouldToggle.call(item, true) === false) continue;
    }
    const dropped =
      id === NO_NODE || org.markedBelow(id) === 0
        ? NOTHING
        : ledger.entriesBelow(id, core.disabledKeys);
    const weight = ledger.weightFor(item, id);
    const attempted = ledger.total - ledger.weightOfAll(dropped) + weight;
    if (attempted > options.maxCount) {
      ledger.settle();
      reportExceed(hooks, options, attempted, item);
      return;
    }
    for (const entry of dropped) ledger.remove(entry.key);
    if (byRuns && dropped === NOTHING && id !== NO_NODE) {
      const run = weighsOne(item.type, options.departmentCounting)
        ? org.leafRun(items, index, id, options.maxCount - ledger.total)
        : 0;
      if (run > 1) {
        ledger.appendRunAt(items, index, run, id);
        added.add(index, run);
        index += run - 1;
        previous = id + run - 1;
        continue;
      }
    }
    ledger.appendAt(items, index, key, weight, id);
    if (id !== NO_NODE && org.hasChildren(id)) parent = UNKNOWN;
    added.add(index);
  }
}
