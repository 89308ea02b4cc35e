/**
 * Whether an item may change or be picked: a known selectable type, not hidden, not disabled by
 * options (itself or under a disabled department), and, to be picked, no rule giving a reason
 * (availability.ts). Select-all asks the same rules through forList(), which decides once what
 * cannot vary from item to item.
 */
import type { DisabledReason } from '../hooks';
import type { ItemTypeRegistry } from '../registry/ItemTypeRegistry';
import type { PickerItem } from '../types';
import type { Availability } from './availability';
import { keyOfItem } from './items';
import { NO_NODE, type OrgIndex } from './orgIndex';
import type { ListRules } from './selectAll';

export interface PickRulesDeps {
  itemTypes: ItemTypeRegistry;
  availability: Availability;
  disabledKeys: ReadonlySet<string>;
  hiddenKeys: ReadonlySet<string>;
  /** The org index in use (it is replaced when a whole org is registered). */
  org(): OrgIndex<PickerItem>;
}

export class PickRules {
  private readonly deps: PickRulesDeps;

  constructor(deps: PickRulesDeps) {
    this.deps = deps;
  }

  isSelectableType(type: string): boolean {
    return this.deps.itemTypes.isSelectable(type);
  }

  isHidden(key: string): boolean {
    return this.deps.hiddenKeys.has(key);
  }

  /** The items not hidden by options. */
  filterHidden<T extends Pick<PickerItem, 'type' | 'id'> & { key?: string }>(items: T[]): T[] {
    const { hiddenKeys } = this.deps;
    if (hiddenKeys.size === 0) return items;
    return items.filter((item) => !hiddenKeys.has(keyOfItem(item)));
  }

  /** Disabled by options, itself or through a disabled department above it. */
  isDisabled(key: string): boolean {
    const { disabledKeys } = this.deps;
    if (disabledKeys.size === 0) return false;
    if (disabledKeys.has(key)) return true;
    const org = this.deps.org();
    const id = org.idOf(key);
    return id !== NO_NODE && org.someAncestor(id, (a) => disabledKeys.has(org.keyOf(a)));
  }

  reasonOf(item: PickerItem): DisabledReason | null {
    return this.deps.availability.reasonOf(item);
  }

  /** A known, selectable type, not hidden, not disabled by options: it may change. */
  changeable(item: PickerItem, key = keyOfItem(item)): boolean {
    if (!this.isSelectableType(item.type)) return false;
    return !this.isHidden(key) && !this.isDisabled(key);
  }

  /** Changeable and no rule says why not: it may be picked. */
  pickable(item: PickerItem, key = keyOfItem(item)): boolean {
    return this.changeable(item, key) && this.reasonOf(item) === null;
  }

  /**
   * pickable() for one pass over a list: whether a type is selectable is asked once per run of
   * items of one type, and with nothing hidden, nothing disabled and no rule, that is all there is.
   */
  forList(): ListRules {
    const { disabledKeys, hiddenKeys, availability } = this.deps;
    const byTypeOnly = hiddenKeys.size === 0 && disabledKeys.size === 0 && availability.ruleless;
    let type: string | undefined;
    let selectable = false;
    const pickable = (item: PickerItem, key: string) => {
      if (item.type !== type) {
        type = item.type;
        selectable = this.isSelectableType(type);
      }
      return selectable && (byTypeOnly || this.pickable(item, key));
    };
    return { pickable, byTypeOnly };
  }
}
