/** Puts the shell CSS into one <style> element while any shell is mounted. */
import { useStyleElement } from '../components/styles/useStyleElement';
import { SHELL_CSS, SHELL_STYLE_ELEMENT_ID } from './shellStyles';

export function useShellStyles(): void {
  useStyleElement(SHELL_STYLE_ELEMENT_ID, SHELL_CSS);
}
