/** The enterprise switcher's CSS, scoped under .pk-root .pk-finder. */
import type { StyleSheetText } from '../components/styles/styleSheetText';

export const SWITCHER_STYLE_ELEMENT_ID = 'pk-finder-switcher-styles';

export const SWITCHER_CSS = `
.pk-root .pk-finder-switcher { position: relative; padding: 0 8px 8px; margin-bottom: 8px; border-bottom: 1px solid var(--_pk-border); }
.pk-root .pk-finder-switcher__current { display: flex; align-items: center; gap: 8px; width: 100%; margin: 0; padding: 6px 8px; font: inherit; color: var(--_pk-text); }
.pk-root .pk-finder-switcher__toggle { border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); cursor: pointer; text-align: left; }
.pk-root .pk-finder-switcher__logo { width: 20px; height: 20px; flex: none; border-radius: var(--_pk-radius); }
.pk-root .pk-finder-switcher__list { list-style: none; margin: 4px 0 0; padding: 4px 0; border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); max-height: 280px; overflow-y: auto; }
.pk-root .pk-finder-switcher__item { position: relative; }
.pk-root .pk-finder-switcher__entry { display: flex; align-items: center; gap: 8px; width: 100%; padding: 6px 8px; border: 0; background: none; font: inherit; color: var(--_pk-text); cursor: pointer; text-align: left; }
.pk-root .pk-finder-switcher__entry[aria-current='true'] { background: var(--_pk-primary-soft); color: var(--_pk-primary-text); font-weight: 600; }
.pk-root .pk-finder-switcher__entry[aria-disabled='true'] { color: var(--_pk-text-secondary); cursor: not-allowed; }
.pk-root .pk-finder-switcher__reason { display: block; padding: 0 8px 6px 36px; font-size: var(--_pk-font-size-s); color: var(--_pk-text-secondary); }
.pk-root .pk-finder-switcher__tooltip { display: none; position: absolute; z-index: 2; left: 36px; top: 100%; max-width: 220px; padding: 4px 8px; border-radius: var(--_pk-radius); background: var(--_pk-tooltip-bg); color: var(--_pk-tooltip-text); font-size: var(--_pk-font-size-s); }
.pk-root .pk-finder-switcher__item:hover .pk-finder-switcher__tooltip,
.pk-root .pk-finder-switcher__item:focus-within .pk-finder-switcher__tooltip { display: block; }
.pk-root .pk-finder-menu__entry[aria-disabled='true'] { color: var(--_pk-text-secondary); cursor: not-allowed; }
`;

export const SWITCHER_SHEET: StyleSheetText = [SWITCHER_STYLE_ELEMENT_ID, SWITCHER_CSS];
