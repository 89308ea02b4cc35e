import { PICKER_CSS, STYLE_ELEMENT_ID } from './pickerStyles';
import { useStyleElement } from './useStyleElement';

/** Puts the components' CSS into one <style> element while any component is mounted. */
export function useInjectedStyles(): void {
  useStyleElement(STYLE_ELEMENT_ID, PICKER_CSS);
}
