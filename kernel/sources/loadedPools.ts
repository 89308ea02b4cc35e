/**
 * What the loaded lists show, as pools of rows for type-ahead (kernel/search/TypeAhead.ts): every
 * list of a source, or only the lists lying under a tree node.
 */
import type { PickerItem } from '../types';
import type { ListState } from './ListState';

/** The items of every list of a source loaded so far (its root list and tree nodes' children). */
export function loadedItems(
  states: Iterable<ListState>,
  sourceKey: string,
): Array<readonly PickerItem[]> {
  const pools: Array<readonly PickerItem[]> = [];
  for (const state of states) {
    if (state.sourceKey === sourceKey && state.items.length > 0) pools.push(state.items);
  }
  return pools;
}

/**
 * What the loaded lists under a tree node show, level by level: its children's lists, their
 * children's, and so on (type-ahead inside a department sees only what lies in it).
 */
export function loadedUnder(
  all: Iterable<ListState>,
  sourceKey: string,
  placeKey: string,
): Array<readonly PickerItem[]> {
  const states = [...all].filter(
    (state) => state.sourceKey === sourceKey && state.items.length > 0,
  );
  const inside = new Set([placeKey]);
  const pools: Array<readonly PickerItem[]> = [];
  const taken = new Set<ListState>();
  for (let grew = true; grew;) {
    grew = false;
    for (const state of states) {
      if (taken.has(state) || state.parentKey === undefined || !inside.has(state.parentKey)) {
        continue;
      }
      taken.add(state);
      pools.push(state.items);
      for (const item of state.items) inside.add(item.key);
      grew = true;
    }
  }
  return pools;
}
