/** Puts the shell CSS (layout, then its finish) into one <style> element while any shell is mounted. */
import { useStyleElement } from '../components/styles/useStyleElement';
import { LOOK_CSS } from './lookStyles';
import { SHELL_CSS, SHELL_STYLE_ELEMENT_ID } from './shellStyles';

const CSS = SHELL_CSS + LOOK_CSS;

export function useShellStyles(): void {
  useStyleElement(SHELL_STYLE_ELEMENT_ID, CSS);
}
