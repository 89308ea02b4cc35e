/** The component a view plugin put into a slot, or the given fallback. */
import type { ComponentType } from 'react';
import { useKernel } from './KernelContext';
import type { SlotName } from './slots';

export function useSlot<P extends object>(
  slot: SlotName,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  const kernel = useKernel();
  const contributed = kernel.slots.get(slot);
  return typeof contributed === 'function' || isMemoOrForward(contributed)
    ? (contributed as ComponentType<P>)
    : Fallback;
}

/** React.memo and forwardRef components are objects with a $$typeof tag. */
function isMemoOrForward(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}
