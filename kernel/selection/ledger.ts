/**
 * The selected entries and what is derived from them without observation: pick order (a Map keeps
 * insertion order), each entry's weight in the count, the running total, and the marks in the org
 * index. The store wraps every change in an action and reports it to MobX once.
 */
import type { DepartmentCounting } from '../options';
import type { PickerItem } from '../types';
import { keyOfItem, type SelectedItem } from './items';
import { weightOf } from './limits';
import { NO_NODE, OrgIndex } from './orgIndex';

export class SelectionLedger {
  readonly entries = new Map<string, SelectedItem>();
  /** Weights other than 1 (departments under the 'staff' policy). */
  private readonly weights = new Map<string, number>();
  private sum = 0;
  org: OrgIndex<PickerItem> = new OrgIndex<PickerItem>();
  private readonly counting: DepartmentCounting;

  constructor(counting: DepartmentCounting) {
    this.counting = counting;
  }

  /** The count under the kernel's counting policy. */
  get total(): number {
    return this.sum;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): SelectedItem | undefined {
    return this.entries.get(key);
  }

  /** The weight an item would have if selected now. */
  weightFor(item: PickerItem, id = this.org.idOf(keyOfItem(item))): number {
    return weightOf(item, this.counting, id === NO_NODE ? 0 : this.org.staffOf(id));
  }

  /** The weight a selected entry was counted with. */
  weightOfKey(key: string): number {
    return this.weights.get(key) ?? 1;
  }

  weightOfAll(items: readonly SelectedItem[]): number {
    let total = 0;
    for (const item of items) total += this.weightOfKey(item.key);
    return total;
  }

  add(
    item: SelectedItem,
    weight = this.weightFor(item),
    id = this.org.idOf(keyOfItem(item)),
  ): void {
    const key = keyOfItem(item);
    this.entries.set(key, item);
    if (weight !== 1) this.weights.set(key, weight);
    this.sum += weight;
    if (id !== NO_NODE) this.org.mark(id, true);
  }

  remove(key: string): SelectedItem | undefined {
    const item = this.entries.get(key);
    if (!item) return undefined;
    this.sum -= this.weightOfKey(key);
    this.weights.delete(key);
    this.entries.delete(key);
    const id = this.org.idOf(key);
    if (id !== NO_NODE) this.org.mark(id, false);
    return item;
  }

  /** Replaces the record of a selected entry, keeping its place in pick order and its weight. */
  replaceRecord(key: string, item: SelectedItem): void {
    if (this.entries.has(key)) this.entries.set(key, item);
  }

  /** Whether a key is selected, or implied by a selected ancestor. */
  covers(key: string, id = this.org.idOf(key)): boolean {
    if (this.entries.has(key)) return true;
    return id !== NO_NODE && this.org.markedAncestor(id) !== NO_NODE;
  }

  /** Selected entries strictly below a node (the scan stops once the node's counter is met). */
  entriesBelow(id: number): SelectedItem[] {
    const wanted = this.org.markedBelow(id);
    const found: SelectedItem[] = [];
    if (wanted === 0) return found;
    for (const [key, item] of this.entries) {
      const node = this.org.idOf(key);
      if (node !== NO_NODE && this.org.isAncestor(id, node)) {
        found.push(item);
        if (found.length === wanted) break;
      }
    }
    return found;
  }
}
