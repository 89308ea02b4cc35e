/**
 * Runs the listeners plugins put in the kernel's 'rootListeners' slot (the analytics DOM
 * delegation) on the picker's root element, and detaches them when the root or kernel changes.
 */
import { useEffect, type RefObject } from 'react';
import type { PickerKernel } from '../../kernel';
import { ROOT_LISTENERS_SLOT, type RootListener } from '../../plugins/analytics/usage-events';

export function useRootListeners(kernel: PickerKernel, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    const listeners = kernel.slots.get(ROOT_LISTENERS_SLOT);
    if (!element || !Array.isArray(listeners)) return undefined;
    const detach = (listeners as RootListener[])
      .filter((listener) => typeof listener === 'function')
      .map((listener) => listener(element));
    return () => detach.forEach((off) => off());
  }, [kernel, root]);
}
