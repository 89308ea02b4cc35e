/**
 * Where focus goes with a modal dialog (WAI-ARIA APG): on open it moves inside, to the element
 * marked `data-autofocus`, else the first focusable one, else the dialog itself. A dialog whose
 * content is not rendered yet (a preset mounts its views in a second stage) takes focus itself at
 * once and hands it on to that element when it appears, unless focus moved meanwhile. When the
 * dialog closes or unmounts, focus returns to the element that had it before, if still there,
 * and leaves the dialog in any case. That happens in the commit that closes it, before its
 * elements leave the page: the browser removing the element that has focus first brings the
 * whole page's styles and layout up to date, the dialog's too, only to take focus off it (10 to
 * 20 ms for the finder at its OK).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** The element a dialog focuses when it opens, or null when it has none yet. */
export function initialFocusIn(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? null;
}

/**
 * Returns `leave(dialog)`, for the dialog element's ref when it is detached (before React removes
 * it from the page, also when the dialog closes without unmounting); the dialog's unmount calls it
 * too. It runs once per opening.
 */
export function useModalFocus(
  open: boolean,
  dialogRef: RefObject<HTMLElement | null>,
): (dialog: HTMLElement) => void {
  const openerRef = useRef<HTMLElement | null>(null);
  const left = useRef(false);
  useEffect(() => {
    if (!open) return undefined;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    let waiting: MutationObserver | null = null;
    if (dialog && !dialog.contains(document.activeElement)) {
      const target = initialFocusIn(dialog);
      (target ?? dialog).focus({ preventScroll: true });
      if (!target) {
        waiting = new MutationObserver(() => {
          if (document.activeElement !== dialog) {
            waiting?.disconnect();
            return;
          }
          const later = initialFocusIn(dialog);
          if (!later) return;
          waiting?.disconnect();
          later.focus({ preventScroll: true });
        });
        waiting.observe(dialog, { childList: true, subtree: true });
      }
    }
    return () => waiting?.disconnect();
  }, [open, dialogRef]);

  const leave = useCallback((dialog: HTMLElement) => {
    if (left.current) return;
    left.current = true;
    // Out of the layout first: moving focus then brings no styles or layout of the dialog up to
    // date. It leaves the page in this commit anyway.
    if (dialog.isConnected) dialog.style.display = 'none';
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener && opener.isConnected && !dialog.contains(opener)) opener.focus();
    // No opener to return to (or one that takes no focus, as the page's body): focus still
    // leaves the dialog.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && dialog.contains(focused)) focused.blur();
  }, []);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    // Shown again where React keeps the element (its development checks detach and attach it).
    left.current = false;
    if (dialog) dialog.style.display = '';
    return () => {
      if (dialog) leave(dialog);
    };
  }, [open, dialogRef, leave]);
  return leave;
}
