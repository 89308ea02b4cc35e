/**
 * Puts CSS texts into <style id> elements in the document head when a view that needs them first
 * mounts, and keeps them there for the page's life, as CSS-in-JS libraries do. Removing a sheet
 * when its last user unmounted made the browser restyle the whole page in the frame of the
 * picker's close (6.5 of the union selector's 20 ms confirm, and more on a host page with a
 * large DOM), and the next open parse and apply it again. Each element goes where the cascade
 * order puts it (styleOrder.ts), whatever mounted first. Every rule is under the pickers' own
 * classes, so a kept sheet styles nothing else. Nothing touches `document` at import time and
 * there is no module state: an element already in the head (another user, or another copy of
 * the library on the page, made it) is shared as it is.
 *
 * The style options of the nearest provider apply (styleOptions.ts): with `injectStyles: false`
 * nothing is injected (the host loads pickerkit/styles.css), and a `nonce` is set on each element
 * before it enters the document, so a page whose policy allows `style-src 'nonce-…'` applies it.
 */
import { useInsertionEffect } from 'react';
import { styleElementAfter } from './styleOrder';
import { useStyleOptions } from './styleOptions';
import type { StyleSheetText } from './styleSheetText';

export type { StyleSheetText } from './styleSheetText';

function ensure([id, css]: StyleSheetText, nonce: string | undefined): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  if (nonce !== undefined) style.setAttribute('nonce', nonce);
  style.textContent = css;
  document.head.insertBefore(style, styleElementAfter(document.head, id));
}

/** Puts `sheets` in the head once mounted; `null` puts nothing (someone else does). */
export function useStyleElements(sheets: readonly StyleSheetText[] | null): void {
  const { injectStyles = true, nonce } = useStyleOptions();
  useInsertionEffect(() => {
    if (sheets === null || !injectStyles || typeof document === 'undefined') return;
    for (const sheet of sheets) ensure(sheet, nonce);
  }, [sheets, injectStyles, nonce]);
}

/** One style element. */
export function useStyleElement(sheet: StyleSheetText): void {
  const { injectStyles = true, nonce } = useStyleOptions();
  const [id, css] = sheet;
  useInsertionEffect(() => {
    if (!injectStyles || typeof document === 'undefined') return;
    ensure([id, css], nonce);
  }, [id, css, injectStyles, nonce]);
}
