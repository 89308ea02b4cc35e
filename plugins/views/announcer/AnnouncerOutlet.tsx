/**
 * Where a shell puts its live region: the component the announcer plugin placed in the kernel's
 * `announcer` slot, or nothing when the plugin is not used. Shells render it inside their dialog
 * or region (aria-modal hides whatever is outside the dialog from screen readers).
 */
import { createElement, type ComponentType } from 'react';
import type { PickerKernel } from '../../../kernel';
import { SLOTS } from '../shared/slots';

export function AnnouncerOutlet({ kernel }: { kernel: Pick<PickerKernel, 'slots'> }) {
  const region = kernel.slots.get(SLOTS.announcer);
  return typeof region === 'function' ? createElement(region as ComponentType<object>) : null;
}
