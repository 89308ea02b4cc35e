/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide, or 200% zoom, the pickers stay usable without
 * scrolling their content sideways, and a dialog fits the viewport whatever width the host asked.
 *
 * - The dialog (`.pk-modal`, the member picker's and the finder's) never exceeds the viewport,
 *   scrolls vertically on a narrow or short viewport (not otherwise: popovers stay unclipped),
 *   keeps its content's height limit unless a stacked layout or a short window sets its own (a
 *   540-599 px window keeps the member picker's list, OK and Cancel in the dialog), and is a size container:
 *   its parts lay out by the dialog's width, so a narrow dialog on a wide screen reflows too.
 * - Member picker below 480 px: the list column and the selected panel stack (list above); the
 *   list takes the dialog's height left by the header, the selected strip and the buttons.
 * - Finder below 600 px: the frame fills the dialog (its side menu is then a drawer, see
 *   finder-frame/LocationsDrawer); the toolbar and footer wrap.
 * - Union selector: the panel keeps its spec size where it fits, and shrinks to its container
 *   otherwise (the main column gives up width, the sidebar keeps its own).
 *
 * Selectors carry an extra class so they win over the layouts they adapt, whatever order the
 * style elements land in.
 */
export const REFLOW_STYLE_ELEMENT_ID = 'pk-reflow-styles';

const DIALOG = `
.pk-root .pk-modal-mask .pk-modal { box-sizing: border-box; max-width: 100vw; max-height: 100vh; container: pk-dialog / inline-size; }
@media (max-width: 599px), (max-height: 600px) {
  .pk-root .pk-modal-mask .pk-modal { overflow-y: auto; }
}
@media (max-height: 600px) {
  .pk-root .pk-modal-mask .pk-modal > .pk-shell, .pk-root .pk-modal-mask .pk-modal > .pk-finder { flex: none; }
  .pk-root .pk-modal-mask .pk-modal .pk-shell { height: max(280px, calc(100vh - 72px)); }
  .pk-root .pk-modal-mask .pk-modal .pk-finder { height: max(320px, calc(100vh - 72px)); }
}
`;

const MEMBER_PICKER = `
@container pk-dialog (max-width: 479px) {
  .pk-root .pk-modal .pk-shell { flex-direction: column; height: auto; flex: 1 1 auto; min-height: 0; }
  .pk-root .pk-modal .pk-shell__main { flex: 1 1 auto; height: auto; min-height: 240px; border-right: 0; border-bottom: 1px solid var(--_pk-border); }
  .pk-root .pk-modal .pk-shell__side { width: auto; height: auto; flex: none; }
  .pk-root .pk-modal .pk-modal__header { flex-wrap: wrap; }
  .pk-root .pk-modal .pk-company-switcher { max-width: 100%; }
}
`;

const FINDER = `
@container pk-dialog (max-width: 599px) {
  .pk-root .pk-modal .pk-finder { height: auto; flex: 1 1 auto; min-height: 0; }
  .pk-root .pk-modal .pk-finder-main { min-height: 280px; }
  .pk-root .pk-modal .pk-finder-toolbar__row { flex-wrap: wrap; }
  .pk-root .pk-modal .pk-finder-search input { width: 100%; box-sizing: border-box; }
  .pk-root .pk-modal .pk-finder-footer { flex-wrap: wrap; row-gap: 8px; padding-left: 12px; padding-right: 12px; }
}
`;

const UNION = `
.pk-root.pk-union { box-sizing: border-box; max-width: 100%; }
.pk-root.pk-union .pk-union__main { flex: 0 1 auto; min-width: 0; }
.pk-root.pk-union .pk-union__more, .pk-root.pk-union .pk-union__action-bar { flex-wrap: wrap; height: auto; min-height: 48px; }
.pk-root.pk-union .pk-union__more > *, .pk-root.pk-union .pk-union__action-bar > * { min-width: 0; overflow-wrap: anywhere; }
.pk-root.pk-union .pk-union__action-bar > .pk-union__remind { flex: 1 1 0; min-width: 6em; }
.pk-root.pk-union .pk-union__action-bar > :last-child { flex: none; overflow-wrap: normal; white-space: nowrap; }
`;

export const REFLOW_CSS = DIALOG + MEMBER_PICKER + FINDER + UNION;
