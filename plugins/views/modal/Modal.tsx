/**
 * The picker dialog (WAI-ARIA APG modal dialog): role=dialog, aria-modal, named by its heading.
 * Focus moves inside on open, Tab and Shift+Tab cycle within it, Esc cancels, and focus returns
 * to the element that had it before the dialog opened. Popovers and menus are portalled into the
 * dialog (so aria-modal does not hide them); their own Esc and Tab are left to them, and so are a
 * nested dialog's (one opened over this one, such as the finder's tips). `height: 'auto'` sizes a
 * small dialog to its content. The dialog's CSS (the mask, the frame, the header) is in the
 * components' sheet, which the PickerRoot around it puts in the page.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PortalRootContext } from '../components/shared/PortalRootContext';
import { keyName } from '../shared/keyboard';
import type { ModalSlotProps } from '../shared/slots';
import { inFloating, inNestedDialog, trapTab } from './modalKeys';
import { useModalFocus } from './useModalFocus';

/** Default modal width (member-picker.md section 9). */
export const DEFAULT_MODAL_WIDTH = 540;
/** Default modal height: room for ten rows, as member pickers of this kind use. */
export const DEFAULT_MODAL_HEIGHT = 640;

export function Modal({
  open,
  title,
  width = DEFAULT_MODAL_WIDTH,
  height = DEFAULT_MODAL_HEIGHT,
  onCancel,
  headerExtra,
  describedBy,
  children,
}: ModalSlotProps) {
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const titleId = useId();

  const leave = useModalFocus(open, dialogRef);
  const setDialogRef = useCallback(
    (element: HTMLDivElement | null) => {
      // Detached as the dialog closes: focus leaves it before it leaves the page.
      if (element === null && dialogRef.current) leave(dialogRef.current);
      dialogRef.current = element;
      setDialog(element);
    },
    [leave],
  );

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inFloating(event.target)) return;
    // A dialog opened over this one (inside it in the page) keeps its own keys: its Tab cycle
    // must not be undone here when its last control is also this dialog's last.
    if (inNestedDialog(event.target, event.currentTarget)) return;
    const key = keyName(event);
    if (key === 'escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };

  return (
    <div className="pk-modal-mask">
      <div
        ref={setDialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="pk-modal"
        style={{ width, height }}
        onKeyDown={onKeyDown}
      >
        <div className="pk-modal__header">
          <h2 id={titleId} className="pk-modal__title">
            {title}
          </h2>
          {headerExtra}
        </div>
        <PortalRootContext.Provider value={dialog}>{children}</PortalRootContext.Provider>
      </div>
    </div>
  );
}
