/**
 * The side menu of a narrow finder: a modal drawer over the frame (ModalLayer: role=dialog named
 * like the menu, focus moves in, to the active entry, Tab stays inside, Esc closes it and focus
 * returns to the button that opened it). A click on the shade beside it closes it, and so does
 * choosing an entry.
 */
import { ModalLayer } from '../modal/ModalLayer';
import { useFinderT } from './FinderContext';
import { SideMenu } from './SideMenu';

export function LocationsDrawer({ onClose }: { onClose(): void }) {
  const t = useFinderT();
  return (
    <div className="pk-finder-drawer">
      <div className="pk-finder-drawer__shade" aria-hidden="true" onPointerDown={onClose} />
      <ModalLayer label={t('sideMenu')} className="pk-finder-drawer__panel" onCancel={onClose}>
        <SideMenu inDrawer onChosen={onClose} />
      </ModalLayer>
    </div>
  );
}

/** The toolbar's button that opens the drawer (a menu icon named like the side menu). */
export function LocationsButton({ open, onOpen }: { open: boolean; onOpen(): void }) {
  const t = useFinderT();
  return (
    <button
      type="button"
      className="pk-finder-icon-button pk-finder-drawer-button"
      aria-label={t('sideMenu')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.5" fill="none" />
      </svg>
    </button>
  );
}
