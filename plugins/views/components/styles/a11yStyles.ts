/**
 * Styles for assistive settings, every rule under `.pk-root`:
 * - `.pk-visually-hidden`: read by screen readers, not shown (live regions, instructions);
 * - forced colours (Windows high contrast): the browser replaces colours with the system's and
 *   drops box shadows, which would hide the checked and half-checked boxes (a white mark on the
 *   accent fill), selected rows (a tint), and focus drawn as a shadow. They are redrawn here
 *   with system colours: Highlight for what is checked, selected or focused, GrayText for what
 *   is disabled;
 * - keyboard focus in lists: a list keeps focus on its container and marks its active row
 *   (aria-activedescendant). The focused container gets a 2 px ring and the active row a 2 px
 *   outline, both in `--pk-primary-strong` (6.7:1 on white, far above the 3:1 of WCAG 2.2 focus
 *   appearance); the hover tint stays a tint, so the keyboard's row never looks like the mouse's;
 * - reduced motion: animations and transitions stop (the skeleton pulse, the calendar slide, the
 *   tree arrow's turn, the finder's spinner).
 */
export const A11Y_STYLE_ELEMENT_ID = 'pk-a11y-styles';

const VISUALLY_HIDDEN = `
.pk-root .pk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
`;

const FORCED_COLORS = `
@media (forced-colors: active) {
  .pk-root .pk-checkbox { border: 1px solid CanvasText; }
  .pk-root .pk-checkbox[aria-checked='true'], .pk-root .pk-checkbox[aria-checked='mixed'] { forced-color-adjust: none; border-color: Highlight; background: Highlight; }
  .pk-root .pk-checkbox[aria-checked='true']::after { border-color: HighlightText; }
  .pk-root .pk-checkbox[aria-checked='mixed']::after { background: HighlightText; }
  .pk-root .pk-checkbox[aria-disabled='true'] { opacity: 1; border-color: GrayText; }
  .pk-root .pk-checkbox[aria-disabled='true'][aria-checked='true'], .pk-root .pk-checkbox[aria-disabled='true'][aria-checked='mixed'] { border-color: GrayText; background: GrayText; }
  .pk-root [role='option'][aria-selected='true'], .pk-root [role='treeitem'][aria-selected='true'], .pk-root .pk-item--selected { outline: 2px solid Highlight; outline-offset: -2px; }
  .pk-root [role='option'][aria-disabled='true'], .pk-root [role='treeitem'][aria-disabled='true'], .pk-root .pk-item--disabled { opacity: 1; color: GrayText; }
  .pk-root .pk-row--active { outline: 3px dashed CanvasText; outline-offset: -3px; }
  .pk-root .pk-row--active[aria-selected='true'] { outline: 3px double Highlight; }
  .pk-root :focus-visible, .pk-root .pk-list:focus-visible, .pk-root .pk-tree:focus-visible { outline: 2px solid Highlight; outline-offset: -2px; }
  .pk-root input:focus, .pk-root .pk-search__input:focus { outline: 2px solid Highlight; outline-offset: 0; }
  .pk-root .pk-button:disabled, .pk-root button:disabled { opacity: 1; color: GrayText; border-color: GrayText; }
  .pk-root .pk-tabs__tab[aria-selected='true'], .pk-root .pk-union__tab[aria-selected='true'] { border-color: Highlight; }
}
`;

const LIST_FOCUS = `
.pk-root .pk-list:focus-visible, .pk-root .pk-tree:focus-visible { box-shadow: inset 0 0 0 2px var(--_pk-focus-ring); }
.pk-root .pk-list:focus-visible .pk-row--active, .pk-root .pk-tree:focus-visible .pk-row--active { outline: 2px solid var(--_pk-focus-ring); outline-offset: -2px; }
`;

const REDUCED_MOTION = `
@media (prefers-reduced-motion: reduce) {
  .pk-root *, .pk-root *::before, .pk-root *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; scroll-behavior: auto !important; }
}
`;

export const A11Y_CSS = VISUALLY_HIDDEN + LIST_FOCUS + FORCED_COLORS + REDUCED_MOTION;
