/** What the selection store is built from: its hooks, options, item types and confirm shape. */
import type { KernelHooks } from '../hooks';
import type { ResolvedKernelOptions } from '../options';
import type { ConfirmRegistry } from '../registry/ConfirmRegistry';
import type { ItemTypeRegistry } from '../registry/ItemTypeRegistry';

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
