/**
 * Puts a CSS text into one <style id> element in the document head while any user is mounted,
 * and removes it when the last one unmounts. Nothing touches `document` at import time; the
 * count of users lives on the element itself, so there is no module state.
 */
import { useInsertionEffect } from 'react';

export function useStyleElement(id: string, css: string): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return undefined;
    let style = document.getElementById(id) as HTMLStyleElement | null;
    if (!style) {
      style = document.createElement('style');
      style.id = id;
      style.textContent = css;
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
  }, [id, css]);
}
