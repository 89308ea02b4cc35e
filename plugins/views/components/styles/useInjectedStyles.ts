import { createContext, useContext } from 'react';
import { COMPONENT_SHEETS } from './sheets';
import { useStyleElements } from './useStyleElement';

/**
 * True inside a PickerRoot, which keeps the styles in the page for everything under it: a row's
 * components then skip their own bookkeeping (a list mounts dozens of rows per scroll step).
 */
const StylesInPlaceContext = createContext(false);
export const StylesInPlaceProvider = StylesInPlaceContext.Provider;

/**
 * Puts the components' CSS into one <style> element, and the forced-colours, reduced-motion and
 * visually-hidden rules and the reflow rules into two more, while any component is mounted (a
 * component used on its own, outside a PickerRoot, brings them itself).
 */
export function useInjectedStyles(): void {
  useStyleElements(useContext(StylesInPlaceContext) ? null : COMPONENT_SHEETS);
}

/** The PickerRoot's own call: it always keeps the styles in place, whatever encloses it. */
export function useRootStyles(): void {
  useStyleElements(COMPONENT_SHEETS);
}
