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
 */
import type { DepartmentCounting } from '../options';
import type { PickerItem } from '../types';
import { keyOfItem, type SelectedItem } from './items';
import { weightOf } from './limits';
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
    this.index = next;
    this.slotOfId = new Int32Array(0);
    this.slotOfKey.clear();
    this.slots.forEach((entry, slot) => {
      if (!entry) return;
      const id = next.idOf(keyOfItem(entry));
      this.place(entry, slot, id);
      if (id !== NO_NODE) next.mark(id, true);
    });
  }

  /** The count under the kernel's counting policy. */
  get total(): number {
    return this.sum;
  }

  get size(): number {
    return this.slots.length - this.holes;
  }

  has(key: string, id = this.index.idOf(key)): boolean {
    return this.slotOf(key, id) !== -1;
  }

  get(key: string): SelectedItem | undefined {
    const slot = this.slotOf(key);
    return slot === -1 ? undefined : this.slots[slot];
  }

  /** The entries in pick order. */
  items(): SelectedItem[] {
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
  append(item: SelectedItem, key: string, weight: number, id: number): void {
    const slot = this.slots.length;
    if (slot === this.slotIds.length) this.slotIds = grown(this.slotIds, slot * 2);
    this.slots.push(item);
    this.sum += weight;
    if (weight !== 1) this.weights.set(key, weight);
    if (id === NO_NODE) {
      this.slotIds[slot] = NO_NODE;
      this.slotOfKey.set(key, slot);
      return;
    }
    this.place(item, slot, id);
    this.index.mark(id, true);
  }

  remove(key: string): SelectedItem | undefined {
    const slot = this.slotOf(key);
    if (slot === -1) return undefined;
    const item = this.slots[slot];
    this.release(slot, key);
    this.compactIfSparse();
    return item;
  }

  /** Removes, in one pass, every entry `keep` refuses; returns them in pick order. */
  retain(keep: (entry: SelectedItem) => boolean): SelectedItem[] {
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
    const slot = this.slotOf(key);
    if (slot !== -1) this.slots[slot] = item;
  }

  /**
   * A node was just registered: when its key is selected, the entry is found through the node
   * from now on and the node is marked. Returns the entry, or undefined.
   */
  attach(id: number): SelectedItem | undefined {
    const key = this.index.keyOf(id);
    const slot = this.slotOf(key, id);
    if (slot === -1) return undefined;
    if (this.slotIds[slot] === NO_NODE) {
      this.slotOfKey.delete(key);
      this.place(this.slots[slot] as SelectedItem, slot, id);
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

  /** Records where an entry sits: by node id when the index knows it, else by key. */
  private place(entry: SelectedItem, slot: number, id: number): void {
    this.slotIds[slot] = id;
    if (id === NO_NODE) {
      this.slotOfKey.set(keyOfItem(entry), slot);
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
      this.slots.push(entry);
      this.place(entry, at, ids[slot]);
    });
  }
}

/** A copy of a typed array in a larger one. */
function grown(from: Int32Array, size: number): Int32Array {
  const to = new Int32Array(Math.max(size, MIN_SLOTS));
  to.set(from);
  return to;
}
