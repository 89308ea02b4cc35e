import { createContext, useContext } from 'react';
import { A11Y_CSS, A11Y_STYLE_ELEMENT_ID } from './a11yStyles';
import { REFLOW_CSS, REFLOW_STYLE_ELEMENT_ID } from './reflowStyles';
import { PICKER_CSS, STYLE_ELEMENT_ID } from './pickerStyles';
import { useStyleElements, type StyleSheetText } from './useStyleElement';

const SHEETS: readonly StyleSheetText[] = [
  [STYLE_ELEMENT_ID, PICKER_CSS],
  [A11Y_STYLE_ELEMENT_ID, A11Y_CSS],
  [REFLOW_STYLE_ELEMENT_ID, REFLOW_CSS],
];

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
  useStyleElements(useContext(StylesInPlaceContext) ? null : SHEETS);
}

/** The PickerRoot's own call: it always keeps the styles in place, whatever encloses it. */
export function useRootStyles(): void {
  useStyleElements(SHEETS);
}
