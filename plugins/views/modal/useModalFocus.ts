/**
 * Where focus goes with a modal dialog (WAI-ARIA APG): on open it moves inside, to the element
 * marked `data-autofocus`, else the first focusable one, else the dialog itself. A dialog whose
 * content is not rendered yet (a preset mounts its views in a second stage) takes focus itself at
 * once and hands it on to that element when it appears, unless focus moved meanwhile. When the
 * dialog closes or unmounts, focus returns to the element that had it before, if still there.
 */
import { useEffect, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** The element a dialog focuses when it opens, or null when it has none yet. */
export function initialFocusIn(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog)[0] ?? null;
}

export function useModalFocus(open: boolean, dialogRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
    return () => {
      waiting?.disconnect();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, dialogRef]);
}
