/** What the selection store is built from: its hooks, options, item types and confirm shape. */
import type { KernelHooks, SelectionChange } from '../hooks';
import type { ResolvedKernelOptions } from '../options';
import type { ConfirmRegistry } from '../registry/ConfirmRegistry';
import type { ItemTypeRegistry } from '../registry/ItemTypeRegistry';
import type { SelectionLedger } from './ledger';

/** The options the selection reads. */
export type SelectionOptions = Pick<
  ResolvedKernelOptions,
  | 'mode'
  | 'multiple'
  | 'maxCount'
  | 'onExceed'
  | 'alwaysAllowConfirm'
  | 'departmentCounting'
  | 'defaultSelected'
  | 'disabled'
  | 'hidden'
  | 'clickThrottleMs'
  | 'singleClickThrottleMs'
>;

/** What the selection depends on: its hooks, options, the item types and the confirm shape. */
export interface SelectionDeps {
  hooks: Pick<
    KernelHooks,
    | 'shouldToggle'
    | 'onSelectionChange'
    | 'onExceed'
    | 'modifyDisabledReason'
    | 'shouldEnableConfirm'
  >;
  options: SelectionOptions;
  itemTypes: ItemTypeRegistry;
  confirmation: ConfirmRegistry;
  /** Translates the kernel's own strings (the dir-mode reason). */
  t: (key: string) => string;
}

/**
 * What the selection's write paths share (select-all, adopting registered nodes, splitting a
 * department): the store builds one and hands it to each, so each reads the same ledger and rules.
 */
export interface SelectionCore {
  readonly ledger: SelectionLedger;
  readonly hooks: SelectionDeps['hooks'];
  readonly options: SelectionOptions;
  /** Disabled by options: counted and shown, never changed. */
  readonly disabledKeys: ReadonlySet<string>;
  readonly hiddenKeys: ReadonlySet<string>;
  /** Runs a change as one action and reports it to MobX once. */
  commit(change: () => void): void;
  /** Tells the onSelectionChange taps about a committed change. */
  notify(change: SelectionChange): void;
}
