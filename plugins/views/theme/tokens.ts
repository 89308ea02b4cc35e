/**
 * The design tokens: every colour, radius, shadow, font size, row height and spacing the three
 * products draw with, by name, with what it styles and its light (default) value. No React here:
 * the static stylesheet is built from it.
 *
 * A token `primary` is the CSS custom property `--pk-primary`, which a host sets (on a wrapper of
 * the product or on its root element); the rules read the resolved `--_pk-primary` that the
 * product root declares as `var(--pk-primary, <theme value>)` (see themeCss.ts for the cascade).
 * The dark values are in darkTokens.ts, the compact density's sizes in densityTokens.ts.
 */

export interface TokenSpec {
  /** The light theme's value (the default theme). What each token styles is in tokenDocs.ts. */
  readonly light: string;
}

/** Colours, shadows and masks: each has a dark value too (darkTokens.ts). */
export const COLOUR_TOKENS = {
  primary: { light: '#417ff9' },
  primarySoft: { light: 'rgba(65, 127, 249, 0.12)' },
  primaryText: { light: 'color-mix(in srgb, var(--_pk-primary) 75%, #000)' },
  primaryStrong: { light: 'color-mix(in srgb, var(--_pk-primary) 70%, #000)' },
  onPrimary: { light: '#ffffff' },
  focusRing: { light: 'var(--_pk-primary-strong)' },
  danger: { light: '#c8281e' },
  dangerStrong: { light: '#c8281e' },
  warningText: { light: '#9c5200' },
  text: { light: '#1f2329' },
  textSecondary: { light: '#646a73' },
  border: { light: '#dee0e3' },
  controlBorder: { light: '#868c95' },
  bg: { light: '#ffffff' },
  raisedBg: { light: '#ffffff' },
  hoverBg: { light: '#f2f3f5' },
  titleBarBg: { light: '#f3f4f6' },
  footerBg: { light: '#f7f8fa' },
  frameBorder: { light: '#c9ccd1' },
  tooltipBg: { light: '#1f2329' },
  tooltipText: { light: '#ffffff' },
  illustration: { light: '#bbbfc4' },
  tagExternalText: { light: '#9c5200' },
  tagExternalBg: { light: 'rgba(242, 157, 65, 0.12)' },
  tagGroupText: { light: '#08703f' },
  tagGroupBg: { light: 'rgba(15, 157, 88, 0.12)' },
  tagTeamText: { light: '#5b3fd9' },
  tagTeamBg: { light: 'rgba(123, 97, 255, 0.12)' },
  mask: { light: 'rgba(0, 0, 0, 0.45)' },
  maskSoft: { light: 'rgba(0, 0, 0, 0.3)' },
  shadowPopover: { light: '0 4px 16px rgba(0, 0, 0, 0.15)' },
  shadowModal: { light: '0 8px 32px rgba(0, 0, 0, 0.2)' },
  shadowRaised: { light: '0 4px 12px rgba(0, 0, 0, 0.15)' },
  shadowDesktop: { light: '0 6px 20px rgba(0, 0, 0, 0.18)' },
} as const satisfies Record<string, TokenSpec>;

/** Radii and font sizes: the same in both themes and both densities. */
export const SHAPE_TOKENS = {
  radiusS: { light: '2px' },
  radiusDesktop: { light: '3px' },
  radius: { light: '4px' },
  radiusM: { light: '6px' },
  radiusL: { light: '8px' },
  fontSizeXs: { light: '10px' },
  fontSizeS: { light: '12px' },
  fontSizeDesktop: { light: '13px' },
  fontSize: { light: '14px' },
  fontSizeL: { light: '16px' },
} as const satisfies Record<string, TokenSpec>;

/**
 * Row heights and spacing of the comfortable density (the spec's sizes); densityTokens.ts has
 * the compact ones. The lists position their rows at the row heights (rowHeights.ts reads the
 * numbers from here), so those four are chosen by the density only: a host cannot set them
 * (ROW_HEIGHT_TOKENS), while the spacing tokens are open like the others.
 */
export const DENSITY_TOKENS = {
  rowHeight: { light: '48px' },
  rowHeightS: { light: '40px' },
  rowHeightXs: { light: '32px' },
  fileRowHeight: { light: '56px' },
  controlHeight: { light: '32px' },
  inputHeight: { light: '34px' },
  rowPadding: { light: '12px' },
  spaceXs: { light: '4px' },
  spaceS: { light: '8px' },
  spaceM: { light: '12px' },
  spaceL: { light: '16px' },
} as const satisfies Record<string, TokenSpec>;

/** The row heights, fixed per density (see DENSITY_TOKENS). */
export const ROW_HEIGHT_TOKENS = [
  'rowHeight',
  'rowHeightS',
  'rowHeightXs',
  'fileRowHeight',
] as const;

export type ColourTokenName = keyof typeof COLOUR_TOKENS;
export type DensityTokenName = keyof typeof DENSITY_TOKENS;
export type TokenName = ColourTokenName | keyof typeof SHAPE_TOKENS | DensityTokenName;

/** Every token with its spec, in the order of the README's table. */
export const TOKENS: Readonly<Record<TokenName, TokenSpec>> = {
  ...COLOUR_TOKENS,
  ...SHAPE_TOKENS,
  ...DENSITY_TOKENS,
};

export const TOKEN_NAMES = Object.keys(TOKENS) as TokenName[];

export type HostTokenName = Exclude<TokenName, (typeof ROW_HEIGHT_TOKENS)[number]>;

/** The tokens a host may set (all but the row heights). */
export const HOST_TOKEN_NAMES = TOKEN_NAMES.filter(
  (name) => !(ROW_HEIGHT_TOKENS as readonly string[]).includes(name),
) as HostTokenName[];

export function isRowHeightToken(name: string): boolean {
  return (ROW_HEIGHT_TOKENS as readonly string[]).includes(name);
}

/** `textSecondary` → `text-secondary`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The custom property a host sets: `primary` → `--pk-primary`. */
export function tokenProperty(name: TokenName): string {
  return `--pk-${kebab(name)}`;
}

/** The resolved property the rules read: `primary` → `--_pk-primary`. */
export function resolvedProperty(name: TokenName): string {
  return `--_pk-${kebab(name)}`;
}

/** The rules' reference to a token: `v('primary')` → `var(--_pk-primary)`. */
export function v(name: TokenName): string {
  return `var(${resolvedProperty(name)})`;
}

export function isTokenName(name: string): name is TokenName {
  return Object.prototype.hasOwnProperty.call(TOKENS, name);
}
