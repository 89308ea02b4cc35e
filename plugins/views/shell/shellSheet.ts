/** The shell's style sheet: its layout, then its finish (no React here: the build reads it). */
import type { StyleSheetText } from '../components/styles/styleSheetText';
import { LOOK_CSS } from './lookStyles';
import { SHELL_CSS, SHELL_STYLE_ELEMENT_ID } from './shellStyles';

export const SHELL_SHEET: StyleSheetText = [SHELL_STYLE_ELEMENT_ID, SHELL_CSS + LOOK_CSS];
