/**
 * The picker dialog (WAI-ARIA APG modal dialog): role=dialog, aria-modal, named by its heading.
 * Focus moves inside on open, Tab and Shift+Tab cycle within it, Esc cancels, and focus returns
 * to the element that had it before the dialog opened.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { keyName } from '../shared/keyboard';
import type { ModalSlotProps } from '../shared/slots';
import { focusableIn } from './focusable';

/** Default modal width (member-picker.md section 9). */
export const DEFAULT_MODAL_WIDTH = 540;

export function Modal({
  open,
  title,
  width = DEFAULT_MODAL_WIDTH,
  onCancel,
  children,
}: ModalSlotProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? focusableIn(dialog)[0] ?? dialog).focus();
    }
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyName(event);
    if (key === 'escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="pk-modal-mask">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="pk-modal"
        style={{ width }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="pk-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
