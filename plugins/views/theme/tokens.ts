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
  /** What the token styles (the README's token table). */
  readonly styles: string;
  /** The light theme's value (the default theme). */
  readonly light: string;
}

/** Colours, shadows and masks: each has a dark value too (darkTokens.ts). */
export const COLOUR_TOKENS = {
  primary: {
    styles: 'accent: selected tab underline, checkbox fill, focused input border',
    light: '#417ff9',
  },
  primarySoft: {
    styles: 'background of selected rows, menu entries and department tags',
    light: 'rgba(65, 127, 249, 0.12)',
  },
  primaryText: {
    styles: 'text in the accent colour: links, active tab, search highlights',
    light: 'color-mix(in srgb, var(--_pk-primary) 75%, #000)',
  },
  primaryStrong: {
    styles: 'fill of primary buttons and the selected day, under on-primary text',
    light: 'color-mix(in srgb, var(--_pk-primary) 70%, #000)',
  },
  onPrimary: { styles: 'text and check marks on primary-strong fills', light: '#ffffff' },
  focusRing: { styles: 'keyboard focus outlines', light: 'var(--_pk-primary-strong)' },
  danger: { styles: 'error text and invalid input borders', light: '#c8281e' },
  dangerStrong: { styles: 'fill of danger buttons, under on-primary text', light: '#c8281e' },
  warningText: { styles: 'notices (a limit reached, a partial result)', light: '#9c5200' },
  text: { styles: 'body text', light: '#1f2329' },
  textSecondary: {
    styles: 'secondary text: descriptions, counts, placeholders, icons',
    light: '#646a73',
  },
  border: { styles: 'dividers between areas and rows (decorative)', light: '#dee0e3' },
  controlBorder: {
    styles: 'boundaries of inputs, checkboxes and buttons',
    light: '#868c95',
  },
  bg: { styles: 'background of the panels, dialogs, popovers and inputs', light: '#ffffff' },
  raisedBg: {
    styles: 'background of what floats over the panels: menus, business cards, the time list',
    light: '#ffffff',
  },
  hoverBg: {
    styles: 'hovered and active rows, the union sidebar, avatars and skeletons',
    light: '#f2f3f5',
  },
  titleBarBg: { styles: "the desktop client look's title bar", light: '#f3f4f6' },
  footerBg: { styles: "the desktop client look's footer", light: '#f7f8fa' },
  frameBorder: { styles: "the desktop client look's dialog frame", light: '#c9ccd1' },
  tooltipBg: { styles: 'background of tooltips and the limit tip', light: '#1f2329' },
  tooltipText: { styles: 'text of tooltips and the limit tip', light: '#ffffff' },
  illustration: { styles: 'strokes of the empty and error state pictures', light: '#bbbfc4' },
  tagExternalText: { styles: 'text of the "external" tag', light: '#9c5200' },
  tagExternalBg: { styles: 'background of the "external" tag', light: 'rgba(242, 157, 65, 0.12)' },
  tagGroupText: { styles: 'text of the "group" tag', light: '#08703f' },
  tagGroupBg: { styles: 'background of the "group" tag', light: 'rgba(15, 157, 88, 0.12)' },
  tagTeamText: { styles: 'text of the "team" tag', light: '#5b3fd9' },
  tagTeamBg: { styles: 'background of the "team" tag', light: 'rgba(123, 97, 255, 0.12)' },
  mask: {
    styles: 'backdrop behind the member picker and finder dialogs',
    light: 'rgba(0, 0, 0, 0.45)',
  },
  maskSoft: {
    styles: 'backdrop of the union selector dialog and the desktop look',
    light: 'rgba(0, 0, 0, 0.3)',
  },
  shadowPopover: {
    styles: 'shadow of menus, business cards and the time list',
    light: '0 4px 16px rgba(0, 0, 0, 0.15)',
  },
  shadowModal: { styles: 'shadow of dialogs', light: '0 8px 32px rgba(0, 0, 0, 0.2)' },
  shadowRaised: {
    styles: 'shadow of the limit tip and the paste report',
    light: '0 4px 12px rgba(0, 0, 0, 0.15)',
  },
  shadowDesktop: {
    styles: "shadow of the desktop client look's dialog",
    light: '0 6px 20px rgba(0, 0, 0, 0.18)',
  },
} as const satisfies Record<string, TokenSpec>;

/** Radii and font sizes: the same in both themes and both densities. */
export const SHAPE_TOKENS = {
  radiusS: { styles: 'checkboxes, tags, skeleton bars', light: '2px' },
  radiusDesktop: { styles: "the desktop client look's inputs and buttons", light: '3px' },
  radius: { styles: 'rows, buttons, inputs, menus', light: '4px' },
  radiusM: { styles: 'the search input, the limit tip, the find-or-add prompt', light: '6px' },
  radiusL: { styles: 'dialogs, popovers, the union selector panel', light: '8px' },
  fontSizeXs: { styles: 'initials on small avatars', light: '10px' },
  fontSizeS: { styles: 'secondary text, tags, titles of list groups', light: '12px' },
  fontSizeDesktop: {
    styles: "the desktop client look's text, business card fields",
    light: '13px',
  },
  fontSize: { styles: 'body text', light: '14px' },
  fontSizeL: { styles: 'dialog titles, names on business cards', light: '16px' },
} as const satisfies Record<string, TokenSpec>;

/**
 * Row heights and spacing of the comfortable density (the spec's sizes); densityTokens.ts has
 * the compact ones. The lists position their rows at the row heights (rowHeights.ts reads the
 * numbers from here), so those four are chosen by the density only: a host cannot set them
 * (ROW_HEIGHT_TOKENS), while the spacing tokens are open like the others.
 */
export const DENSITY_TOKENS = {
  rowHeight: { styles: 'list rows: people, departments, union rows, skeletons', light: '48px' },
  rowHeightS: { styles: 'special rows (all members, a department entry)', light: '40px' },
  rowHeightXs: { styles: 'group titles, load-more rows, small items', light: '32px' },
  fileRowHeight: { styles: "the finder's file rows", light: '56px' },
  controlHeight: { styles: 'buttons and the finder inputs', light: '32px' },
  inputHeight: { styles: 'the search input', light: '34px' },
  rowPadding: { styles: 'horizontal padding inside rows and chips', light: '12px' },
  spaceXs: { styles: 'small gaps and paddings', light: '4px' },
  spaceS: { styles: 'paddings of toolbars, menu entries, tabs', light: '8px' },
  spaceM: { styles: 'paddings of headers and footers', light: '12px' },
  spaceL: { styles: 'outer paddings of the search bar, headers and footers', light: '16px' },
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
