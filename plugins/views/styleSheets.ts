/**
 * Every style sheet the views inject, in one list: the static stylesheet `pickerkit/styles.css`
 * is built from it (scripts/stylesheet.mjs), so a page whose Content-Security-Policy forbids
 * inline styles gets the same CSS from a file. No React here: the build imports this module.
 *
 * A view that injects a sheet of its own must add it here:
 * tests/integration/presets/styleInjection.test.tsx mounts the three products and fails on any
 * injected element this list does not hold.
 */
import { A11Y_SHEET, COMPONENT_SHEET, REFLOW_SHEET } from './components/styles/sheets';
import type { StyleSheetText } from './components/styles/styleSheetText';
import { FINDER_SHEET } from './finder-frame/finderStyles';
import { FINDER_SPACE_SHEET } from './finder-frame/spaceStyles';
import { SWITCHER_SHEET } from './finder-frame/switcherStyles';
import { PASTE_REPORT_SHEET } from './paste-report/pasteReportStyles';
import { SHELL_SHEET } from './shell/shellSheet';
import { UNION_SHEET } from './union-selector/unionStyles';

/**
 * In cascade order: the components, the shell (member picker dialog, also the finder's), the union
 * selector, the finder frame with its switcher and gate screens, the paste report, then the assistive settings and
 * the reflow rules, which adapt the layouts before them.
 */
export const ALL_STYLE_SHEETS: readonly StyleSheetText[] = [
  COMPONENT_SHEET,
  SHELL_SHEET,
  UNION_SHEET,
  FINDER_SHEET,
  SWITCHER_SHEET,
  FINDER_SPACE_SHEET,
  PASTE_REPORT_SHEET,
  A11Y_SHEET,
  REFLOW_SHEET,
];

const HEADER = `/*
 * pickerkit: the CSS its views inject, as a file for pages whose Content-Security-Policy
 * forbids inline styles (style-src 'self'). Load it (import 'pickerkit/styles.css') and pass
 * injectStyles: false to the pickers. Generated from the views' style modules at build time.
 */
`;

/** The text of pickerkit/styles.css: each sheet under a comment naming its style element. */
export function stylesheetText(sheets: readonly StyleSheetText[] = ALL_STYLE_SHEETS): string {
  return HEADER + sheets.map(([id, css]) => `\n/* #${id} */\n${css.trim()}\n`).join('');
}
