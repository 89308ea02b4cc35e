/** Puts the shell CSS (layout, then its finish) into one <style> element while any shell is mounted. */
import { useStyleElement } from '../components/styles/useStyleElement';
import { SHELL_SHEET } from './shellSheet';

export function useShellStyles(): void {
  useStyleElement(SHELL_SHEET);
}
