/**
 * Puts CSS texts into <style id> elements in the document head while any user is mounted, and
 * removes each when its last user unmounts. Nothing touches `document` at import time; the count
 * of users lives on the element itself (a property under a registered symbol, shared by every
 * copy of the library on the page), so there is no module state. It is a property, not an
 * attribute: rows mount and unmount by the dozen while a list scrolls, and an attribute change on
 * a style element would make the browser re-check styles each time.
 */
import { useInsertionEffect } from 'react';

const USERS = Symbol.for('pickerkit.styleElementUsers');

type CountedStyle = HTMLStyleElement & { [USERS]?: number };

/** A style element's id and its CSS. */
export type StyleSheetText = readonly [id: string, css: string];

function acquire(id: string, css: string): () => void {
  let style = document.getElementById(id) as CountedStyle | null;
  if (!style) {
    style = document.createElement('style') as CountedStyle;
    style.id = id;
    style.textContent = css;
    document.head.appendChild(style);
  }
  const element = style;
  element[USERS] = (element[USERS] ?? 0) + 1;
  return () => {
    const users = (element[USERS] ?? 1) - 1;
    element[USERS] = users;
    if (users <= 0) element.remove();
  };
}

/** Keeps `sheets` in the head while mounted; `null` keeps nothing (someone else does). */
export function useStyleElements(sheets: readonly StyleSheetText[] | null): void {
  useInsertionEffect(() => {
    if (sheets === null || typeof document === 'undefined') return undefined;
    const releases = sheets.map(([id, css]) => acquire(id, css));
    return () => releases.forEach((release) => release());
  }, [sheets]);
}

/** One style element. */
export function useStyleElement(id: string, css: string): void {
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return undefined;
    return acquire(id, css);
  }, [id, css]);
}
