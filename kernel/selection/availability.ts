/**
 * Whether an item can be picked, and if not why: a rule, not a stored flag. In dir mode only
 * folder types can be picked; then every modifyDisabledReason tap (a preset's extension filter, a
 * read-only folder, a host's option) may set or clear the reason. Each item's reason is a MobX
 * computed, so a row showing it re-renders when what the taps read changes (the count reaching a
 * limit, a folder's permission arriving), and is evaluated once per change while observed.
 */
import { computed, type IComputedValue } from 'mobx';
import type { DisabledReason, KernelHooks } from '../hooks';
import type { SelectionMode } from '../options';
import type { ItemTypeRegistry } from '../registry/ItemTypeRegistry';
import type { PickerItem } from '../types';

export interface AvailabilityDeps {
  hooks: Pick<KernelHooks, 'modifyDisabledReason'>;
  itemTypes: ItemTypeRegistry;
  mode: SelectionMode;
  /** Translates one of the kernel's own strings. */
  t: (key: string) => string;
}

export class Availability {
  private readonly deps: AvailabilityDeps;
  /** Per item record (records are plain and stable per page): its reason as a computed. */
  private readonly reasons = new WeakMap<PickerItem, IComputedValue<DisabledReason | null>>();

  constructor(deps: AvailabilityDeps) {
    this.deps = deps;
  }

  /** No rule at all (the member picker): every item may be picked, nothing to evaluate. */
  get ruleless(): boolean {
    return this.deps.mode !== 'dir' && this.deps.hooks.modifyDisabledReason.taps.length === 0;
  }

  reasonOf(item: PickerItem): DisabledReason | null {
    // Nothing to evaluate or cache without a rule, whatever the list's size.
    if (this.ruleless) return null;
    let reason = this.reasons.get(item);
    if (!reason) {
      reason = computed(() => this.evaluate(item), { equals: sameReason });
      this.reasons.set(item, reason);
    }
    return reason.get();
  }

  private evaluate(item: PickerItem): DisabledReason | null {
    const { itemTypes, mode, hooks, t } = this.deps;
    let reason: DisabledReason | null = null;
    if (mode === 'dir' && itemTypes.isSelectable(item.type) && !itemTypes.isFolder(item.type)) {
      reason = { code: 'notFolder', message: t('onlyFolders') };
    }
    return hooks.modifyDisabledReason.call(reason, item) ?? null;
  }
}

function sameReason(a: DisabledReason | null, b: DisabledReason | null): boolean {
  return a === b || (a !== null && b !== null && a.code === b.code && a.message === b.message);
}

/** A host's answer (a reason, a bare message, or nothing) as a reason. */
export function toDisabledReason(
  answer: DisabledReason | string | null | undefined,
): DisabledReason | null {
  if (answer === null || answer === undefined || answer === '') return null;
  if (typeof answer === 'string') return { code: 'host', message: answer };
  return answer;
}
