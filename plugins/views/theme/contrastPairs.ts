/**
 * What is drawn on what, with the WCAG 2.x minimum each pair must reach in both themes: 4.5:1
 * for text, 3:1 for icons, control borders and the focus ring (non-text contrast). The token
 * tests compute every pair from the light and dark values; the browser test measures the
 * rendered products. Dividers (`border`) and the borders of buttons labelled by their text are
 * decorative and not listed: the text or the area tells what they are.
 */
import type { ColourTokenName } from './tokens';

export interface ContrastPair {
  readonly foreground: ColourTokenName;
  readonly background: ColourTokenName;
  readonly minimum: 3 | 4.5;
}

const TEXT = 4.5;
const NON_TEXT = 3;

const onSurfaces = (
  foreground: ColourTokenName,
  minimum: 3 | 4.5,
  backgrounds: readonly ColourTokenName[] = ['bg', 'hoverBg', 'primarySoft'],
): ContrastPair[] => backgrounds.map((background) => ({ foreground, background, minimum }));

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...onSurfaces('text', TEXT, ['bg', 'hoverBg', 'primarySoft', 'raisedBg']),
  ...onSurfaces('textSecondary', TEXT, ['bg', 'hoverBg', 'primarySoft', 'raisedBg']),
  ...onSurfaces('primaryText', TEXT, ['bg', 'hoverBg', 'primarySoft', 'raisedBg']),
  ...onSurfaces('danger', TEXT, ['bg', 'hoverBg']),
  ...onSurfaces('warningText', TEXT, ['bg', 'hoverBg']),
  { foreground: 'onPrimary', background: 'primaryStrong', minimum: TEXT },
  { foreground: 'onPrimary', background: 'dangerStrong', minimum: TEXT },
  { foreground: 'tooltipText', background: 'tooltipBg', minimum: TEXT },
  { foreground: 'text', background: 'titleBarBg', minimum: TEXT },
  { foreground: 'text', background: 'footerBg', minimum: TEXT },
  { foreground: 'tagExternalText', background: 'tagExternalBg', minimum: TEXT },
  { foreground: 'tagGroupText', background: 'tagGroupBg', minimum: TEXT },
  { foreground: 'tagTeamText', background: 'tagTeamBg', minimum: TEXT },
  ...onSurfaces('focusRing', NON_TEXT),
  ...onSurfaces('primary', NON_TEXT, ['bg', 'hoverBg']),
  ...onSurfaces('controlBorder', NON_TEXT, ['bg', 'hoverBg']),
  { foreground: 'onPrimary', background: 'primary', minimum: NON_TEXT },
];
