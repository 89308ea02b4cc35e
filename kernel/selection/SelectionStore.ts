/**
 * The selection store (member-picker.md section 4 Selection, union-selector.md section 4).
 *
 * Views and sources read and change the selection through the methods below; the list of them
 * with what each one does is in docs/ARCHITECTURE.md (Selection).
 *
 * Decisions:
 * - Selecting a department selects its key; everything under it shows full without being touched.
 *   Descendants selected one by one before are subsumed: they are dropped from the selection (the
 *   department stands for them), except disabled ones, which never change.
 * - Unticking a node inside a selected department replaces the department by its loaded children
 *   minus that node's branch (see split.ts). If that would go over the maximum (possible when a
 *   department counts as one) the untick is refused and the exceed notice fires.
 * - Select-all judges each item as a single pick would, in one pass over the list (selectAll.ts);
 *   registered nodes are adopted by adopt.ts.
 * - A department whose people were all ticked one by one shows full (2) once its lists are known
 *   complete (no page left, sub-departments likewise); half (1) while pages remain unloaded.
 *   Ticking a full one unticks them; ticking a half one subsumes them.
 * - Disabled items are part of the selection: counted, shown in the panel and in the payload. Confirm
 *   needs something beyond them (unless alwaysAllowConfirm). clear() keeps default-selected items
 *   still selected; it does not bring back ones the user removed.
 * - Reactivity: records and counters stay plain; one atom reports every committed change, so any
 *   observer of the selection (the count, the panel) re-evaluates after each change. A row's
 *   status is a computed cell per observed key (statusCells.ts): rows whose status did not change
 *   are not re-rendered.
 */
import { computed, createAtom, makeObservable, runInAction, type IAtom } from 'mobx';
import type { DisabledReason, SelectionChange } from '../hooks';
import type { ConfirmInput, ConfirmRegistry } from '../registry/ConfirmRegistry';
import type { ConfirmPayload, PickerItem } from '../types';
import { adoptNodes } from './adopt';
import { Availability } from './availability';
import { itemFromRef, keyOfItem, keysOfRefs, type SelectedItem } from './items';
import { SelectionLedger } from './ledger';
import { listStatusOf, toggleAllOf } from './listSelection';
import { reportExceed } from './limits';
import { NO_NODE, buildOrgIndex } from './orgIndex';
import { PickRules } from './pickRules';
import { pickAll } from './selectAll';
import type { SelectionCore, SelectionDeps, SelectionOptions } from './selectionDeps';
import { splitCovering } from './split';
import { StatusCells } from './statusCells';

export type CheckStatus = 0 | 1 | 2;
export type { SelectedItem } from './items';
export type { SelectionDeps, SelectionOptions } from './selectionDeps';

export class SelectionStore {
  private readonly hooks: SelectionDeps['hooks'];
  private readonly options: SelectionOptions;
  private readonly confirmation: ConfirmRegistry;
  private readonly rules: PickRules;
  private readonly ledger: SelectionLedger;
  private readonly atom: IAtom = createAtom('SelectionStore');
  private readonly disabledKeys: ReadonlySet<string>;
  private readonly defaultKeys: ReadonlySet<string>;
  private readonly hiddenKeys: ReadonlySet<string>;
  /** Keys whose record was made from options and will be replaced when the item loads. */
  private readonly stubKeys = new Set<string>();
  /** The ledger and rules the write paths in their own modules share. */
  private readonly core: SelectionCore;
  /** The status of each key a row observes (see statusCells.ts). */
  private readonly statusCells = new StatusCells<CheckStatus>((key) => this.statusNow(key));

  constructor({ hooks, options, itemTypes, confirmation, t }: SelectionDeps) {
    this.hooks = hooks;
    this.options = options;
    this.confirmation = confirmation;
    this.ledger = new SelectionLedger(options.departmentCounting);
    this.disabledKeys = keysOfRefs(options.disabled);
    this.hiddenKeys = keysOfRefs(options.hidden);
    this.rules = new PickRules({
      itemTypes,
      availability: new Availability({ hooks, itemTypes, mode: options.mode, t }),
      disabledKeys: this.disabledKeys,
      hiddenKeys: this.hiddenKeys,
      org: () => this.ledger.org,
    });
    for (const ref of options.disabled ?? []) {
      const item = itemFromRef(ref, true);
      if (!this.ledger.has(item.key)) this.addStub(item);
    }
    const defaults = (options.defaultSelected ?? []).map((ref) => itemFromRef(ref, false));
    const kept = options.multiple ? defaults : defaults.slice(-1);
    for (const item of kept) if (!this.ledger.has(item.key)) this.addStub(item);
    this.defaultKeys = new Set(kept.map((item) => item.key));
    this.core = {
      ledger: this.ledger,
      hooks,
      options,
      disabledKeys: this.disabledKeys,
      hiddenKeys: this.hiddenKeys,
      commit: (change) => this.commit(change),
      notify: (change) => this.notify(change),
    };
    makeObservable(this, {
      count: computed,
      selectedItems: computed,
      canConfirm: computed,
    });
  }

  get maxCount(): number {
    return this.options.maxCount;
  }

  get mode(): SelectionOptions['mode'] {
    return this.options.mode;
  }

  /** The leading-edge throttle of row clicks in this mode (views read it). */
  get clickThrottleMs(): number {
    return this.options.mode === 'multi'
      ? this.options.clickThrottleMs
      : this.options.singleClickThrottleMs;
  }

  /** Selected count under options.departmentCounting ('staff' or 'one'). */
  get count(): number {
    this.atom.reportObserved();
    return this.ledger.total;
  }

  /** The selection in pick order; disabled items carry `disabled: true`. */
  get selectedItems(): SelectedItem[] {
    this.atom.reportObserved();
    return this.ledger.items();
  }

  /**
   * The kernel's rule (always allowed, dir mode, or something picked beyond the disabled items),
   * then the shouldEnableConfirm taps, which may refuse (a list error, a read-only folder).
   */
  get canConfirm(): boolean {
    this.atom.reportObserved();
    const { alwaysAllowConfirm, mode } = this.options;
    const picked = this.ledger.size > this.disabledKeys.size;
    if (!alwaysAllowConfirm && mode !== 'dir' && !picked) return false;
    const input = { count: this.ledger.total, items: this.selectedItems, mode };
    return this.hooks.shouldEnableConfirm.call(input) !== false;
  }

  isSelected(key: string): boolean {
    this.atom.reportObserved();
    return this.ledger.covers(key);
  }

  /** An item's check status; an observer is told only when this item's status changes. */
  statusOf(item: PickerItem | string): CheckStatus {
    return this.statusCells.get(typeof item === 'string' ? item : keyOfItem(item));
  }

  private statusNow(key: string): CheckStatus {
    this.atom.reportObserved();
    if (this.ledger.covers(key)) return 2;
    const org = this.ledger.org;
    const id = org.idOf(key);
    if (id === NO_NODE || org.markedBelow(id) === 0) return 0;
    return org.coveredBelow(id) ? 2 : 1;
  }

  isDisabled(key: string): boolean {
    return this.rules.isDisabled(key);
  }

  /** Why the item cannot be picked, or null; re-evaluated when what the rules read changes. */
  disabledReasonOf(item: PickerItem): DisabledReason | null {
    return this.rules.reasonOf(item);
  }

  isHidden(key: string): boolean {
    return this.rules.isHidden(key);
  }

  filterHidden<T extends Pick<PickerItem, 'type' | 'id'> & { key?: string }>(items: T[]): T[] {
    return this.rules.filterHidden(items);
  }

  toggle(item: PickerItem): boolean {
    return this.statusNow(keyOfItem(item)) === 2 ? this.deselect(item) : this.select(item);
  }

  select(item: PickerItem): boolean {
    const key = keyOfItem(item);
    if (!this.rules.pickable(item, key) || this.ledger.covers(key)) return false;
    if (this.hooks.shouldToggle.call(item, true) === false) return false;
    const multiple = this.options.multiple;
    const dropped = multiple ? this.subsumedBy(this.ledger.org.idOf(key)) : this.replaceable();
    const weight = this.ledger.weightFor(item);
    const attempted = this.ledger.total - this.ledger.weightOfAll(dropped) + weight;
    if (attempted > this.maxCount) {
      reportExceed(this.hooks, this.options, attempted, item);
      return false;
    }
    this.commit(() => {
      for (const entry of dropped) this.ledger.remove(entry.key);
      this.ledger.add(item, weight);
    });
    this.notify({ kind: multiple ? 'select' : 'replace', items: [item] });
    return true;
  }

  deselect(item: PickerItem): boolean {
    const key = keyOfItem(item);
    if (!this.rules.changeable(item, key)) return false;
    if (this.ledger.has(key)) return this.removeEntry(key, 'deselect');
    const org = this.ledger.org;
    const id = org.idOf(key);
    if (id === NO_NODE) return false;
    const covering = org.markedAncestor(id);
    if (covering === NO_NODE && org.markedBelow(id) === 0) return false;
    if (this.hooks.shouldToggle.call(item, false) === false) return false;
    if (covering === NO_NODE) {
      const removed = this.subsumedBy(id);
      this.commit(() => removed.forEach((entry) => this.ledger.remove(entry.key)));
      this.notify({ kind: 'deselect', items: removed });
      return true;
    }
    return splitCovering(this.core, item, covering, id);
  }

  remove(key: string): boolean {
    if (!this.ledger.has(key) || this.isDisabled(key)) return false;
    return this.removeEntry(key, 'remove');
  }

  clear(): void {
    const kept = (entry: SelectedItem) =>
      this.disabledKeys.has(entry.key) || this.defaultKeys.has(entry.key);
    if (this.ledger.items().every(kept)) return;
    let removed: SelectedItem[] = [];
    this.commit(() => {
      removed = this.ledger.retain(kept);
    });
    this.notify({ kind: 'clear', items: removed });
  }

  /**
   * Selects every selectable item of a list in order, stopping at the first that would go over the
   * maximum (the exceed notice fires for it). Single mode selects nothing. Returns the number added.
   */
  selectAll(items: readonly PickerItem[]): number {
    if (!this.options.multiple) return 0;
    let added: PickerItem[] = [];
    this.commit(() => {
      added = pickAll(this.core, items, this.rules.forList());
    });
    if (added.length > 0) this.notify({ kind: 'select', items: added });
    return added.length;
  }

  /** The select-all checkbox of a list: none (0), some (1) or all (2) of its pickable items. */
  listStatus(items: readonly PickerItem[]): CheckStatus {
    this.atom.reportObserved();
    return listStatusOf(this, items);
  }

  /** Select-all clicked: all selected -> deselect them, else select up to the limit. */
  toggleAll(items: readonly PickerItem[]): number {
    return toggleAllOf(this, items);
  }

  /** A known type that can be picked at all (rows and unknown types cannot). */
  isSelectableType(type: string): boolean {
    return this.rules.isSelectableType(type);
  }

  /**
   * Tree structure from a loaded page: the items of `parentKey` (each item's own parentKey wins).
   * `complete` says the parent's list has no page left. Selected items that turn out to sit under a
   * selected department are subsumed.
   */
  registerNodes(
    parentKey: string | undefined,
    items: readonly PickerItem[],
    complete = false,
  ): void {
    const nodes = items.filter((item) => this.rules.isSelectableType(item.type));
    const touched = this.ledger.org.add(parentKey, nodes);
    if (parentKey !== undefined) this.markComplete(parentKey, complete);
    if (touched.length > 0) adoptNodes(this.core, this.stubKeys, touched);
  }

  /** Indexes a whole org at once (records in any order, linked by parentKey). */
  registerTree(records: readonly PickerItem[]): void {
    if (this.ledger.org.size > 0) {
      this.registerNodes(undefined, records);
      return;
    }
    const selectable = (record: PickerItem) => this.rules.isSelectableType(record.type);
    const nodes = records.every(selectable) ? records : records.filter(selectable);
    this.ledger.org = buildOrgIndex(nodes);
    adoptNodes(this.core, this.stubKeys, null);
  }

  /** The payload of a confirm, built by the registered builder from the full selected items. */
  toConfirmPayload(input: ConfirmInput | number = {}): ConfirmPayload {
    const given = typeof input === 'number' ? { dropdownSelectIndex: input } : input;
    return this.confirmation.build(this.ledger.items(), given);
  }

  private markComplete(parentKey: string, complete: boolean): void {
    const org = this.ledger.org;
    const id = org.idOf(parentKey);
    if (id !== NO_NODE && org.setComplete(id, complete)) this.commit(() => undefined);
  }

  /** Changeable entries below a key (what selecting it subsumes). */
  private subsumedBy(id: number): SelectedItem[] {
    if (id === NO_NODE || this.ledger.org.markedBelow(id) === 0) return [];
    return this.ledger.entriesBelow(id, this.disabledKeys);
  }

  /** Everything a single-mode pick replaces. */
  private replaceable(): SelectedItem[] {
    return this.ledger.items().filter((entry) => !this.disabledKeys.has(entry.key));
  }

  private removeEntry(key: string, kind: 'deselect' | 'remove'): boolean {
    const entry = this.ledger.get(key);
    if (!entry || this.hooks.shouldToggle.call(entry, false) === false) return false;
    this.commit(() => this.ledger.remove(key));
    this.notify({ kind, items: [entry] });
    return true;
  }

  private addStub(item: SelectedItem): void {
    this.stubKeys.add(item.key);
    this.ledger.add(item);
  }

  private commit(change: () => void): void {
    runInAction(() => {
      change();
      this.atom.reportChanged();
    });
  }

  private notify(change: SelectionChange): void {
    this.hooks.onSelectionChange.call(change);
  }
}
