/** The paste report's CSS (no React here: the build reads it for pickerkit/styles.css). */
import type { StyleSheetText } from '../components/styles/styleSheetText';

export const PASTE_REPORT_STYLE_ELEMENT_ID = 'pk-paste-report-styles';

const PASTE_REPORT_CSS = `
/* In flow under the member picker's box; over the list under the union selector's fixed-height bar. */
.pk-root .pk-paste { position: relative; z-index: 2; margin-top: 8px; padding: 8px; border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: var(--_pk-bg); color: var(--_pk-text); font-size: var(--_pk-font-size-s); box-shadow: var(--_pk-shadow-raised); }
.pk-root .pk-paste__summary { margin: 0 0 4px; font-weight: 600; }
.pk-root .pk-paste__list { margin: 0; padding: 0; list-style: none; max-height: 160px; overflow-y: auto; }
.pk-root .pk-paste__line { padding: 2px 0; overflow-wrap: anywhere; }
.pk-root .pk-paste__entry { font-weight: 600; margin-right: 6px; }
.pk-root .pk-paste__reason { color: var(--_pk-text-secondary); }
.pk-root .pk-paste__candidates { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 2px; }
.pk-root .pk-paste__candidate { border: 1px solid var(--_pk-border); border-radius: var(--_pk-radius); background: transparent; color: var(--_pk-primary-text); padding: 0 6px; line-height: 22px; cursor: pointer; font: inherit; }
.pk-root .pk-paste__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 6px; }
.pk-root .pk-paste__copy-text { width: 100%; min-height: 48px; margin-top: 4px; font: inherit; border: 1px solid var(--_pk-control-border); background: var(--_pk-bg); color: inherit; }
`;

export const PASTE_REPORT_SHEET: StyleSheetText = [PASTE_REPORT_STYLE_ELEMENT_ID, PASTE_REPORT_CSS];
