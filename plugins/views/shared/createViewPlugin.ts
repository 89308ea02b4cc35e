/**
 * A view plugin puts one React component into one slot of the kernel. A host replaces a view by
 * using its own plugin for the same slot after the default one.
 */
import type { ComponentType } from 'react';
import type { Plugin, PickerKernel } from '../../../kernel';
import { addPickerStrings } from '../locale';
import type { SlotName } from './slots';

export function createViewPlugin<P extends object>(
  name: string,
  slot: SlotName,
  Component: ComponentType<P>,
): Plugin {
  return {
    name,
    apply(kernel: PickerKernel) {
      addPickerStrings(kernel.i18n);
      kernel.slots.set(slot, Component);
      return () => {
        if (kernel.slots.get(slot) === Component) kernel.slots.delete(slot);
      };
    },
  };
}
