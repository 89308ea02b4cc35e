/** The enterprise switcher's CSS, scoped under .pk-root .pk-finder. */
import type { StyleSheetText } from '../components/styles/styleSheetText';

export const SWITCHER_STYLE_ELEMENT_ID = 'pk-finder-switcher-styles';

export const SWITCHER_CSS = `
.pk-root .pk-finder-switcher { position: relative; padding: 0 8px 8px; margin-bottom: 8px; border-bottom: 1px solid var(--pk-border); }
.pk-root .pk-finder-switcher__current { display: flex; align-items: center; gap: 8px; width: 100%; margin: 0; padding: 6px 8px; font: inherit; color: var(--pk-text); }
.pk-root .pk-finder-switcher__toggle { border: 1px solid var(--pk-border); border-radius: var(--pk-radius); background: var(--pk-bg); cursor: pointer; text-align: left; }
.pk-root .pk-finder-switcher__logo { width: 20px; height: 20px; flex: none; border-radius: 4px; }
.pk-root .pk-finder-switcher__list { list-style: none; margin: 4px 0 0; padding: 4px 0; border: 1px solid var(--pk-border); border-radius: var(--pk-radius); background: var(--pk-bg); max-height: 280px; overflow-y: auto; }
.pk-root .pk-finder-switcher__item { position: relative; }
.pk-root .pk-finder-switcher__entry { display: flex; align-items: center; gap: 8px; width: 100%; padding: 6px 8px; border: 0; background: none; font: inherit; color: var(--pk-text); cursor: pointer; text-align: left; }
.pk-root .pk-finder-switcher__entry[aria-current='true'] { background: var(--pk-primary-soft); color: var(--pk-primary-text); font-weight: 600; }
.pk-root .pk-finder-switcher__entry[aria-disabled='true'] { color: var(--pk-text-secondary); cursor: not-allowed; }
.pk-root .pk-finder-switcher__reason { display: block; padding: 0 8px 6px 36px; font-size: 12px; color: var(--pk-text-secondary); }
.pk-root .pk-finder-switcher__tooltip { display: none; position: absolute; z-index: 2; left: 36px; top: 100%; max-width: 220px; padding: 4px 8px; border-radius: var(--pk-radius); background: var(--pk-text); color: var(--pk-bg); font-size: 12px; }
.pk-root .pk-finder-switcher__item:hover .pk-finder-switcher__tooltip,
.pk-root .pk-finder-switcher__item:focus-within .pk-finder-switcher__tooltip { display: block; }
.pk-root .pk-finder-menu__entry[aria-disabled='true'] { color: var(--pk-text-secondary); cursor: not-allowed; }
`;

export const SWITCHER_SHEET: StyleSheetText = [SWITCHER_STYLE_ELEMENT_ID, SWITCHER_CSS];
