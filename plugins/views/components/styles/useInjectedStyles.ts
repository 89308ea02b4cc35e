import { useInsertionEffect } from 'react';
import { PICKER_CSS, STYLE_ELEMENT_ID } from './pickerStyles';

/**
 * Puts the components' CSS into one <style> element in the document head while any component is
 * mounted, and removes it when the last one unmounts. Nothing touches `document` at import time;
 * the count of users lives on the element itself, so there is no module state.
 */
export function useInjectedStyles(): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return undefined;
    let style = document.getElementById(STYLE_ELEMENT_ID) as HTMLStyleElement | null;
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ELEMENT_ID;
      style.textContent = PICKER_CSS;
      style.dataset.pkUsers = '0';
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
