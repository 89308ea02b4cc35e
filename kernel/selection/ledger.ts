/**
 * The selected entries and what is derived from them without observation: pick order, each entry's
 * weight in the count, the running total, and the marks in the org index. The store wraps every
 * change in an action and reports it to MobX once.
 *
 * Layout, built for a select-all of 100k people: entries sit in an array in pick order, and a
 * removed entry leaves a hole until holes outnumber entries and the array is compacted. An entry of
 * a node the org index knows is found through the node's id (a typed array of slots); any other
 * entry through its key (a Map). So adding or finding a known node touches no Map: at 100k
 * entries one Map lookup misses the cache and costs more than all else select-all does per person.
 * Select-all adds entries by their place in its list (appendAt); they are copied into pick order
 * by slices when it settles, before anything reads the entries.
 */
import type { DepartmentCounting } from '../options';
import type { PickerItem } from '../types';
import { keyOfItem, type SelectedItem } from './items';
import { weightOf } from './limits';
import { ListRuns } from './listRuns';
import { NO_NODE, OrgIndex } from './orgIndex';

/** Holes tolerated before a compaction is considered (small selections never compact). */
const COMPACT_AFTER = 64;
const MIN_SLOTS = 16;

export class SelectionLedger {
  /** Entries in pick order; undefined where one was removed. */
  private slots: Array<SelectedItem | undefined> = [];
  /** The node id each slot is found by, or NO_NODE when it is found by key. */
  private slotIds: Int32Array = new Int32Array(MIN_SLOTS);
  private holes = 0;
  /** Entries added by their place in `pendingFrom` and not yet copied into `slots`. */
  private readonly pending = new ListRuns();
  private pendingFrom: readonly SelectedItem[] | null = null;
  private pendingCount = 0;
  /** Slot + 1 per node id; 0 when the node is not selected. */
  private slotOfId: Int32Array = new Int32Array(0);
  /** Slots of entries the org index did not know when they were added. */
  private readonly slotOfKey = new Map<string, number>();
  /** Weights other than 1 (departments under the 'staff' policy). */
  private readonly weights = new Map<string, number>();
  private sum = 0;
  private index: OrgIndex<PickerItem> = new OrgIndex<PickerItem>();
  private readonly counting: DepartmentCounting;

  constructor(counting: DepartmentCounting) {
    this.counting = counting;
  }

  get org(): OrgIndex<PickerItem> {
    return this.index;
  }

  /** A new index (a whole org registered at once): entries are found and marked in it. */
  set org(next: OrgIndex<PickerItem>) {
    this.settle();
    this.index = next;
    this.slotOfId = new Int32Array(0);
    this.slotOfKey.clear();
    this.slots.forEach((entry, slot) => {
      if (!entry) return;
      const key = keyOfItem(entry);
      const id = next.idOf(key);
      this.place(slot, id, key);
      if (id !== NO_NODE) next.mark(id, true);
    });
  }

  /** The count under the kernel's counting policy. */
  get total(): number {
    return this.sum;
  }

  get size(): number {
    return this.slots.length + this.pendingCount - this.holes;
  }

  has(key: string, id = this.index.idOf(key)): boolean {
    return this.slotOf(key, id) !== -1;
  }

  get(key: string): SelectedItem | undefined {
    this.settle();
    const slot = this.slotOf(key);
    return slot === -1 ? undefined : this.slots[slot];
  }

  /** The entries in pick order. */
  items(): SelectedItem[] {
    this.settle();
    if (this.holes === 0) return this.slots.slice() as SelectedItem[];
    return this.slots.filter((entry): entry is SelectedItem => entry !== undefined);
  }

  /** The weight an item would have if selected now. */
  weightFor(item: PickerItem, id = this.index.idOf(keyOfItem(item))): number {
    return weightOf(item, this.counting, id === NO_NODE ? 0 : this.index.staffOf(id));
  }

  /** The weight a selected entry was counted with. */
  weightOfKey(key: string): number {
    return this.weights.size === 0 ? 1 : (this.weights.get(key) ?? 1);
  }

  weightOfAll(items: readonly SelectedItem[]): number {
    let total = 0;
    for (const item of items) total += this.weightOfKey(item.key);
    return total;
  }

  /** Adds an entry at the end of pick order (an entry already there is replaced in place). */
  add(
    item: SelectedItem,
    weight = this.weightFor(item),
    id = this.index.idOf(keyOfItem(item)),
  ): void {
    this.settle();
    const key = keyOfItem(item);
    const known = this.slotOf(key, id);
    if (known === -1) {
      this.append(item, key, weight, id);
      return;
    }
    this.sum += weight - this.weightOfKey(key);
    if (weight !== 1) this.weights.set(key, weight);
    else this.weights.delete(key);
    this.slots[known] = item;
  }

  /**
   * Adds an entry the caller knows is not selected (select-all asked covers() first), at the end of
   * pick order, without looking it up.
   */
  private append(item: SelectedItem, key: string, weight: number, id: number): void {
    this.settle();
    this.slots.push(item);
    this.record(this.slots.length - 1, key, weight, id);
  }

  /**
   * append() for the item at `index` of `list`, which stays unchanged until settle(): the entry
   * counts, is found and is marked at once, and joins pick order with its neighbours in one slice.
   */
  appendAt(
    list: readonly SelectedItem[],
    index: number,
    key: string,
    weight: number,
    id: number,
  ): void {
    if (this.pendingFrom !== list) {
      this.settle();
      this.pendingFrom = list;
    }
    this.pending.add(index);
    this.pendingCount += 1;
    this.record(this.slots.length + this.pendingCount - 1, key, weight, id);
  }

  /**
   * appendAt() for `count` items of `list` from `start` that are the unselected sibling leaves
   * `id`, `id + 1`, ... of the index (OrgIndex.leafRun), each weighing 1. A registered node's entry
   * is always found by id (adopt attaches one added by key when its node registers), so none of
   * them can be selected by key.
   */
  appendRunAt(list: readonly SelectedItem[], start: number, count: number, id: number): void {
    if (this.pendingFrom !== list) {
      this.settle();
      this.pendingFrom = list;
    }
    const first = this.slots.length + this.pendingCount;
    if (first + count > this.slotIds.length) {
      this.slotIds = grown(this.slotIds, Math.max(first + count, this.slotIds.length * 2));
    }
    if (id + count > this.slotOfId.length) {
      this.slotOfId = grown(this.slotOfId, Math.max(id + count, this.index.size));
    }
    for (let step = 0; step < count; step += 1) {
      this.slotIds[first + step] = id + step;
      this.slotOfId[id + step] = first + step + 1;
    }
    this.pending.add(start, count);
    this.pendingCount += count;
    this.sum += count;
    this.index.markRun(id, count);
  }

  /** Copies the entries appendAt added into pick order. */
  settle(): void {
    const list = this.pendingFrom;
    if (list === null) return;
    const added = this.pending.take(list);
    this.pendingFrom = null;
    this.pendingCount = 0;
    this.slots = this.slots.length === 0 ? added : this.slots.concat(added);
  }

  remove(key: string): SelectedItem | undefined {
    this.settle();
    const slot = this.slotOf(key);
    if (slot === -1) return undefined;
    const item = this.slots[slot];
    this.release(slot, key);
    this.compactIfSparse();
    return item;
  }

  /** Removes, in one pass, every entry `keep` refuses; returns them in pick order. */
  retain(keep: (entry: SelectedItem) => boolean): SelectedItem[] {
    this.settle();
    const removed: SelectedItem[] = [];
    this.slots.forEach((entry, slot) => {
      if (!entry || keep(entry)) return;
      removed.push(entry);
      this.release(slot, keyOfItem(entry));
    });
    this.compactIfSparse();
    return removed;
  }

  /** Replaces the record of a selected entry, keeping its place in pick order and its weight. */
  replaceRecord(key: string, item: SelectedItem): void {
    this.settle();
    const slot = this.slotOf(key);
    if (slot !== -1) this.slots[slot] = item;
  }

  /**
   * A node was just registered: when its key is selected, the entry is found through the node
   * from now on and the node is marked. Returns the entry, or undefined.
   */
  attach(id: number): SelectedItem | undefined {
    this.settle();
    const key = this.index.keyOf(id);
    const slot = this.slotOf(key, id);
    if (slot === -1) return undefined;
    if (this.slotIds[slot] === NO_NODE) {
      this.slotOfKey.delete(key);
      this.place(slot, id, key);
    }
    this.index.mark(id, true);
    return this.slots[slot];
  }

  /** Whether a key is selected, or implied by a selected ancestor. */
  covers(key: string, id = this.index.idOf(key)): boolean {
    if (this.has(key, id)) return true;
    return id !== NO_NODE && this.index.markedAncestor(id) !== NO_NODE;
  }

  /**
   * Selected entries strictly below a node, but those whose key is in `except` (the scan stops
   * once the node's counter is met).
   */
  entriesBelow(id: number, except?: ReadonlySet<string>): SelectedItem[] {
    this.settle();
    const wanted = this.index.markedBelow(id);
    const found: SelectedItem[] = [];
    let met = 0;
    for (let slot = 0; slot < this.slots.length && met < wanted; slot += 1) {
      const node = this.slotIds[slot];
      if (node === NO_NODE || !this.index.isAncestor(id, node)) continue;
      met += 1;
      const entry = this.slots[slot] as SelectedItem;
      if (!except?.has(entry.key)) found.push(entry);
    }
    return found;
  }

  private slotOf(key: string, id = this.index.idOf(key)): number {
    if (id !== NO_NODE && id < this.slotOfId.length && this.slotOfId[id] !== 0) {
      return this.slotOfId[id] - 1;
    }
    if (this.slotOfKey.size === 0) return -1;
    return this.slotOfKey.get(key) ?? -1;
  }

  /** Counts a new entry at `slot`, records where it sits, and marks its node. */
  private record(slot: number, key: string, weight: number, id: number): void {
    if (slot >= this.slotIds.length) this.slotIds = grown(this.slotIds, slot * 2);
    this.sum += weight;
    if (weight !== 1) this.weights.set(key, weight);
    this.place(slot, id, key);
    if (id !== NO_NODE) this.index.mark(id, true);
  }

  /** Records where an entry sits: by node id when the index knows it, else by key. */
  private place(slot: number, id: number, key: string): void {
    this.slotIds[slot] = id;
    if (id === NO_NODE) {
      this.slotOfKey.set(key, slot);
      return;
    }
    if (id >= this.slotOfId.length) {
      this.slotOfId = grown(
        this.slotOfId,
        Math.max(id + 1, this.slotOfId.length * 2, this.index.size),
      );
    }
    this.slotOfId[id] = slot + 1;
  }

  /** Empties a slot: weight, total, lookup and mark. */
  private release(slot: number, key: string): void {
    this.sum -= this.weightOfKey(key);
    if (this.weights.size > 0) this.weights.delete(key);
    let id = this.slotIds[slot];
    if (id === NO_NODE) {
      this.slotOfKey.delete(key);
      id = this.index.idOf(key);
    } else {
      this.slotOfId[id] = 0;
      this.slotIds[slot] = NO_NODE;
    }
    if (id !== NO_NODE) this.index.mark(id, false);
    this.slots[slot] = undefined;
    this.holes += 1;
  }

  private compactIfSparse(): void {
    if (this.holes === this.slots.length) {
      this.slots = [];
      this.holes = 0;
      return;
    }
    if (this.holes < COMPACT_AFTER || this.holes * 2 < this.slots.length) return;
    const entries = this.slots;
    const ids = this.slotIds;
    this.slots = [];
    this.slotIds = new Int32Array(Math.max(MIN_SLOTS, entries.length - this.holes));
    this.holes = 0;
    entries.forEach((entry, slot) => {
      if (!entry) return;
      const at = this.slots.length;
      const id = ids[slot];
      this.slots.push(entry);
      this.place(at, id, id === NO_NODE ? keyOfItem(entry) : '');
    });
  }
}

/** A copy of a typed array in a larger one. */
function grown(from: Int32Array, size: number): Int32Array {
  const to = new Int32Array(Math.max(size, MIN_SLOTS));
  to.set(from);
  return to;
}
