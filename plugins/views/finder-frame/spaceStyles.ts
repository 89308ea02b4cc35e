/** CSS of the unlock and certification screens, scoped under .pk-root .pk-finder. */
import type { StyleSheetText } from '../components/styles/styleSheetText';

export const FINDER_SPACE_STYLE_ELEMENT_ID = 'pk-finder-space-styles';

export const FINDER_SPACE_CSS = `
.pk-root .pk-finder-gate { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 32px; }
.pk-root .pk-finder-gate form, .pk-root .pk-finder-gate__panel { display: flex; flex-direction: column; gap: 10px; width: min(320px, 100%); }
.pk-root .pk-finder-gate h2 { margin: 0; font-size: var(--_pk-font-size-l); }
.pk-root .pk-finder-gate p { margin: 0; color: var(--_pk-text-secondary); }
.pk-root .pk-finder-gate label { display: flex; flex-direction: column; gap: 4px; }
.pk-root .pk-finder-gate input { height: var(--_pk-control-height); padding: 0 8px; border: 1px solid var(--_pk-control-border); background: var(--_pk-bg); color: inherit; border-radius: var(--_pk-radius); font: inherit; }
.pk-root .pk-finder-gate input[aria-invalid='true'] { border-color: var(--_pk-danger); }
.pk-root .pk-finder-gate__message { color: var(--_pk-danger); min-height: 1.4em; }
.pk-root .pk-finder-gate__actions { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.pk-root .pk-finder-gate .pk-button { height: 32px; padding: 0 16px; }
.pk-root .pk-finder-gate a { color: var(--_pk-primary-text); }
`;

export const FINDER_SPACE_SHEET: StyleSheetText = [FINDER_SPACE_STYLE_ELEMENT_ID, FINDER_SPACE_CSS];
