/**
 * SKELETON: the selection store (to be implemented in full). Public surface other layers use:
 * isSelected, status, toggle, remove, clear, selectedItems, count, canConfirm, toConfirmPayload,
 * isDisabled, isHidden, filterHidden, registerNodes.
 */
import { makeAutoObservable } from 'mobx';
import type { PickerKernel } from '../PickerKernel';
import type { ConfirmPayload, PickerItem } from '../types';

export type CheckStatus = 0 | 1 | 2;

export class SelectionStore {
  private readonly kernel: PickerKernel;
  readonly keys = new Set<string>();

  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
    makeAutoObservable<SelectionStore, 'kernel'>(this, { kernel: false });
  }

  get canConfirm(): boolean {
    return this.kernel.options.alwaysAllowConfirm || this.keys.size > 0;
  }

  get selectedItems(): PickerItem[] {
    return [];
  }

  toConfirmPayload(dropdownSelectIndex: number): ConfirmPayload {
    return { items: [], dropdownSelectIndex };
  }
}
