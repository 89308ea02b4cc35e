/**
 * Puts CSS texts into <style id> elements in the document head while any user is mounted, and
 * removes each when its last user unmounts. Nothing touches `document` at import time; the count
 * of users lives on the element itself (a property under a registered symbol, shared by every
 * copy of the library on the page), so there is no module state. It is a property, not an
 * attribute: rows mount and unmount by the dozen while a list scrolls, and an attribute change on
 * a style element would make the browser re-check styles each time.
 *
 * The style options of the nearest provider apply (styleOptions.ts): with `injectStyles: false`
 * nothing is injected (the host loads pickerkit/styles.css), and a `nonce` is set on each element
 * before it enters the document, so a page whose policy allows `style-src 'nonce-…'` applies it.
 * An element already in the head (another user made it) is shared as it is.
 */
import { useInsertionEffect } from 'react';
import { useStyleOptions } from './styleOptions';
import type { StyleSheetText } from './styleSheetText';

export type { StyleSheetText } from './styleSheetText';

const USERS = Symbol.for('pickerkit.styleElementUsers');

type CountedStyle = HTMLStyleElement & { [USERS]?: number };

function acquire([id, css]: StyleSheetText, nonce: string | undefined): () => void {
  let style = document.getElementById(id) as CountedStyle | null;
  if (!style) {
    style = document.createElement('style') as CountedStyle;
    style.id = id;
    if (nonce !== undefined) style.setAttribute('nonce', nonce);
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
  const { injectStyles = true, nonce } = useStyleOptions();
  useInsertionEffect(() => {
    if (sheets === null || !injectStyles || typeof document === 'undefined') return undefined;
    const releases = sheets.map((sheet) => acquire(sheet, nonce));
    return () => releases.forEach((release) => release());
  }, [sheets, injectStyles, nonce]);
}

/** One style element. */
export function useStyleElement(sheet: StyleSheetText): void {
  const { injectStyles = true, nonce } = useStyleOptions();
  const [id, css] = sheet;
  useInsertionEffect(() => {
    if (!injectStyles || typeof document === 'undefined') return undefined;
    return acquire([id, css], nonce);
  }, [id, css, injectStyles, nonce]);
}
