/** The components' style sheets (no React here: the build reads them for pickerkit/styles.css). */
import { A11Y_CSS, A11Y_STYLE_ELEMENT_ID } from './a11yStyles';
import { FRAME_CSS } from './frameStyles';
import { PICKER_CSS, STYLE_ELEMENT_ID } from './pickerStyles';
import { REFLOW_CSS, REFLOW_STYLE_ELEMENT_ID } from './reflowStyles';
import type { StyleSheetText } from './styleSheetText';

/** The components' own rules, then what every product's dialog and list share. */
export const COMPONENT_SHEET: StyleSheetText = [STYLE_ELEMENT_ID, PICKER_CSS + FRAME_CSS];
/** Visually hidden, forced colours and reduced motion. */
export const A11Y_SHEET: StyleSheetText = [A11Y_STYLE_ELEMENT_ID, A11Y_CSS];
export const REFLOW_SHEET: StyleSheetText = [REFLOW_STYLE_ELEMENT_ID, REFLOW_CSS];

/** What every component brings: its own CSS, the assistive settings' and the reflow rules. */
export const COMPONENT_SHEETS: readonly StyleSheetText[] = [
  COMPONENT_SHEET,
  A11Y_SHEET,
  REFLOW_SHEET,
];
