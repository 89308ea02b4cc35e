import { A11Y_CSS, A11Y_STYLE_ELEMENT_ID } from './a11yStyles';
import { REFLOW_CSS, REFLOW_STYLE_ELEMENT_ID } from './reflowStyles';
import { PICKER_CSS, STYLE_ELEMENT_ID } from './pickerStyles';
import { useStyleElement } from './useStyleElement';

/**
 * Puts the components' CSS into one <style> element, and the forced-colours, reduced-motion and
 * visually-hidden rules and the reflow rules into two more, while any component is mounted.
 */
export function useInjectedStyles(): void {
  useStyleElement(STYLE_ELEMENT_ID, PICKER_CSS);
  useStyleElement(A11Y_STYLE_ELEMENT_ID, A11Y_CSS);
  useStyleElement(REFLOW_STYLE_ELEMENT_ID, REFLOW_CSS);
}
