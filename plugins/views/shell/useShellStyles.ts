/** Puts the shell CSS into one <style> element while any shell is mounted. */
import { useInsertionEffect } from 'react';
import { SHELL_CSS, SHELL_STYLE_ELEMENT_ID } from './shellStyles';

export function useShellStyles(): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return undefined;
    let style = document.getElementById(SHELL_STYLE_ELEMENT_ID) as HTMLStyleElement | null;
    if (!style) {
      style = document.createElement('style');
      style.id = SHELL_STYLE_ELEMENT_ID;
      style.textContent = SHELL_CSS;
      document.head.appendChild(style);
    }
    const element = style;
    element.dataset.pkUsers = String(Number(element.dataset.pkUsers ?? '0') + 1);
    return () => {
      const users = Number(element.dataset.pkUsers ?? '1') - 1;
      element.dataset.pkUsers = String(users);
      if (users <= 0) element.remove();
    };
  }, []);
}
