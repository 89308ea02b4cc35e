/**
 * The organisation structure the selection needs: who sits under which department, how many staff
 * each department holds (as far as loaded), and per-department counters of selected descendants.
 *
 * Nodes get integer ids; everything per node lives in typed arrays (parent, first child, next
 * sibling, staff total, selected-below counter, flags) plus one Map from key to id and one array
 * pointing at the record the source already holds. Nothing here is observable: the selection store
 * owns reactivity. Marking or unmarking a node walks its ancestors only, so it costs the depth of
 * the tree, not its size.
 */
import type { PickerItem } from '../types';

/** What the index reads from a record. */
export interface OrgRecord {
  key: string;
  type: string;
  parentKey?: string;
}

export const NO_NODE = -1;

const BRANCH = 1;
const STAFF = 2;
const MARKED = 4;
const PLACEHOLDER = 8;
/** Every child of the node is registered (its list has no page left to load). */
const COMPLETE = 16;

const BRANCH_TYPES: ReadonlySet<string> = new Set(['department', 'company']);
const MIN_CAPACITY = 64;

export class OrgIndex<R extends OrgRecord = PickerItem> {
  private readonly ids = new Map<string, number>();
  /** The record of each node; a placeholder holds a stub until its own record is registered. */
  private readonly records: Array<R | OrgRecord> = [];
  private parent: Int32Array;
  private firstChild: Int32Array;
  private nextSibling: Int32Array;
  /** Staff (user nodes) in the subtree, itself included. */
  private staff: Int32Array;
  /** Marked (selected) nodes strictly below. */
  private below: Int32Array;
  private flags: Uint8Array;
  private count = 0;
  /** The node registered with an empty key, if any (a selection key is then made up from its id). */
  private keyless = NO_NODE;

  constructor(capacity = MIN_CAPACITY) {
    const size = Math.max(capacity, 1);
    this.parent = new Int32Array(size);
    this.firstChild = new Int32Array(size);
    this.nextSibling = new Int32Array(size);
    this.staff = new Int32Array(size);
    this.below = new Int32Array(size);
    this.flags = new Uint8Array(size);
  }

  /** Number of nodes, placeholders included. */
  get size(): number {
    return this.count;
  }

  idOf(key: string): number {
    return this.ids.get(key) ?? NO_NODE;
  }

  /**
   * The id of a record, trying `guess` first: the records of one page or one org are registered
   * together and get consecutive ids, so a list walked in order rarely needs the Map (which, at
   * 100k nodes, misses the cache on every lookup).
   */
  idOfRecord(record: R, key: string, guess: number): number {
    if (guess >= 0 && guess < this.count && this.records[guess] === record && record.key === key) {
      return guess;
    }
    return this.idOf(key);
  }

  keyOf(id: number): string {
    return this.records[id].key;
  }

  /** The registered record, or undefined for a parent known only by key so far. */
  recordOf(id: number): R | undefined {
    return this.flags[id] & PLACEHOLDER ? undefined : (this.records[id] as R);
  }

  parentOf(id: number): number {
    return this.parent[id];
  }

  /** Whether any node is registered under this one. */
  hasChildren(id: number): boolean {
    return this.firstChild[id] !== NO_NODE;
  }

  isBranch(id: number): boolean {
    return (this.flags[id] & BRANCH) !== 0;
  }

  /** Staff indexed under a node (a user counts itself). */
  staffOf(id: number): number {
    return this.staff[id];
  }

  /** Marked nodes strictly below a node. */
  markedBelow(id: number): number {
    return this.below[id];
  }

  isMarked(id: number): boolean {
    return (this.flags[id] & MARKED) !== 0;
  }

  /** Marks or unmarks a node, updating the counters of its ancestors. Returns whether it changed. */
  mark(id: number, on: boolean): boolean {
    if (this.isMarked(id) === on) return false;
    this.flags[id] ^= MARKED;
    const delta = on ? 1 : -1;
    for (let a = this.parent[id]; a !== NO_NODE; a = this.parent[a]) this.below[a] += delta;
    return true;
  }

  /**
   * How many items of `list` from `start` (at most `max`) are the records registered at `id`,
   * `id + 1`, ...: of one type, siblings under one parent, with nothing registered below them, not
   * marked. Select-all adds such a run (the people of a department page) in one step.
   */
  leafRun(list: readonly R[], start: number, id: number, max: number): number {
    const parent = this.parent[id];
    const type = list[start].type;
    const limit = Math.min(max, list.length - start, this.count - id);
    let run = 0;
    for (; run < limit; run += 1) {
      const node = id + run;
      const record = list[start + run];
      if (this.records[node] !== record || node === this.keyless || record.type !== type) break;
      if (this.parent[node] !== parent || this.firstChild[node] !== NO_NODE) break;
      if (this.flags[node] & (MARKED | PLACEHOLDER)) break;
    }
    return run;
  }

  /** Marks the `count` nodes of a leafRun from `id`: their ancestors' counters grow once. */
  markRun(id: number, count: number): void {
    for (let node = id; node < id + count; node += 1) this.flags[node] |= MARKED;
    for (let a = this.parent[id]; a !== NO_NODE; a = this.parent[a]) this.below[a] += count;
  }

  /**
   * Records whether every child of a node is registered (no page of its list left unloaded).
   * Returns whether that changed.
   */
  setComplete(id: number, complete: boolean): boolean {
    if (((this.flags[id] & COMPLETE) !== 0) === complete) return false;
    this.flags[id] ^= COMPLETE;
    return true;
  }

  /**
   * Whether everything under a node is marked: the node is complete and each child is marked or
   * is a branch fully covered in turn (a complete empty branch holds nobody left to pick). Stops at
   * the first child that is not, so a half node costs little.
   */
  coveredBelow(id: number): boolean {
    if (!(this.flags[id] & COMPLETE)) return false;
    for (let c = this.firstChild[id]; c !== NO_NODE; c = this.nextSibling[c]) {
      if (this.flags[c] & MARKED) continue;
      if (!(this.flags[c] & BRANCH) || !this.coveredBelow(c)) return false;
    }
    return true;
  }

  /** The nearest marked strict ancestor, or NO_NODE. */
  markedAncestor(id: number): number {
    for (let a = this.parent[id]; a !== NO_NODE; a = this.parent[a]) {
      if (this.flags[a] & MARKED) return a;
    }
    return NO_NODE;
  }

  /** Whether `ancestor` is a strict ancestor of `id`. */
  isAncestor(ancestor: number, id: number): boolean {
    for (let a = this.parent[id]; a !== NO_NODE; a = this.parent[a]) {
      if (a === ancestor) return true;
    }
    return false;
  }

  /** Calls visit with each strict ancestor, nearest first, until it returns true. */
  someAncestor(id: number, visit: (ancestor: number) => boolean): boolean {
    for (let a = this.parent[id]; a !== NO_NODE; a = this.parent[a]) {
      if (visit(a)) return true;
    }
    return false;
  }

  /** Children in registration order. */
  childrenOf(id: number): number[] {
    const children: number[] = [];
    for (let c = this.firstChild[id]; c !== NO_NODE; c = this.nextSibling[c]) children.push(c);
    return children.reverse();
  }

  /**
   * Registers records (a loaded page of a tree node, or a whole org). A record's own parentKey
   * wins over the page's. Returns the ids created or moved, placeholders for parents included.
   */
  add(parentKey: string | undefined, records: readonly R[]): number[] {
    const touched: number[] = [];
    for (const record of records) {
      const id = this.upsert(record, touched);
      const parentOf = record.parentKey ?? parentKey;
      if (parentOf === undefined || parentOf === record.key) continue;
      const parent = this.placeholder(parentOf, touched);
      if (this.parent[id] === parent || parent === id || this.isAncestor(id, parent)) continue;
      if (this.parent[id] !== NO_NODE) this.unlink(id);
      this.link(id, parent);
      if (touched[touched.length - 1] !== id) touched.push(id);
    }
    return touched;
  }

  private upsert(record: R, touched: number[]): number {
    const known = this.ids.get(record.key);
    const kind = BRANCH_TYPES.has(record.type) ? BRANCH : record.type === 'user' ? STAFF : 0;
    if (known !== undefined) {
      this.records[known] = record;
      if (this.flags[known] & PLACEHOLDER) {
        this.flags[known] = (this.flags[known] & (MARKED | COMPLETE)) | kind;
        touched.push(known);
      }
      return known;
    }
    const id = this.create(record, kind);
    touched.push(id);
    return id;
  }

  private placeholder(key: string, touched: number[]): number {
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.create({ key, type: 'department' }, BRANCH | PLACEHOLDER);
    touched.push(id);
    return id;
  }

  private create(record: R | OrgRecord, flags: number): number {
    if (this.count === this.flags.length) this.grow(this.count * 2);
    const id = this.count++;
    this.ids.set(record.key, id);
    if (record.key === '') this.keyless = id;
    this.records[id] = record;
    this.parent[id] = NO_NODE;
    this.firstChild[id] = NO_NODE;
    this.nextSibling[id] = NO_NODE;
    this.staff[id] = flags & STAFF ? 1 : 0;
    this.below[id] = 0;
    this.flags[id] = flags;
    return id;
  }

  private link(id: number, parent: number): void {
    this.parent[id] = parent;
    this.nextSibling[id] = this.firstChild[parent];
    this.firstChild[parent] = id;
    this.propagate(id, 1);
  }

  private unlink(id: number): void {
    this.propagate(id, -1);
    const parent = this.parent[id];
    if (this.firstChild[parent] === id) {
      this.firstChild[parent] = this.nextSibling[id];
    } else {
      let c = this.firstChild[parent];
      while (c !== NO_NODE && this.nextSibling[c] !== id) c = this.nextSibling[c];
      if (c !== NO_NODE) this.nextSibling[c] = this.nextSibling[id];
    }
    this.parent[id] = NO_NODE;
    this.nextSibling[id] = NO_NODE;
  }

  /** Adds (sign 1) or removes (sign -1) a subtree's staff and marks from its ancestors. */
  private propagate(id: number, sign: 1 | -1): void {
    const staff = sign * this.staff[id];
    const marks = sign * (this.below[id] + (this.isMarked(id) ? 1 : 0));
    if (staff === 0 && marks === 0) return;
    for (let a = this.parent[id]; a !== NO_NODE; a = this.parent[a]) {
      this.staff[a] += staff;
      this.below[a] += marks;
    }
  }

  private grow(capacity: number): void {
    const size = Math.max(capacity, MIN_CAPACITY);
    const copy = <T extends Int32Array | Uint8Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    this.parent = copy(this.parent, new Int32Array(size));
    this.firstChild = copy(this.firstChild, new Int32Array(size));
    this.nextSibling = copy(this.nextSibling, new Int32Array(size));
    this.staff = copy(this.staff, new Int32Array(size));
    this.below = copy(this.below, new Int32Array(size));
    this.flags = copy(this.flags, new Uint8Array(size));
  }
}

/**
 * Builds an index of a whole org in one go, sized exactly (no growth), for bulk loads such as a
 * 100k-staff directory. Records may come in any order; each names its parent by parentKey.
 */
export function buildOrgIndex<R extends OrgRecord>(records: readonly R[]): OrgIndex<R> {
  const index = new OrgIndex<R>(records.length + 1);
  index.add(undefined, records);
  return index;
}
