/**
 * The dark theme: a value for every colour token of tokens.ts (radii, font sizes and the
 * densities do not change with the theme). Surfaces are neutral greys, not black; what floats
 * (menus, business cards, the time list) is a lighter grey, as elevation reads in the dark, with
 * a shadow darker still, never a glow. Text and icons are light greys that reach 4.5:1 (text) and
 * 3:1 (icons, control borders, the focus ring) on every surface: tests/unit/views/theme/
 * tokens.test.ts checks the pairs of contrastPairs.ts.
 */
import type { ColourTokenName } from './tokens';

export const DARK_TOKENS: Readonly<Record<ColourTokenName, string>> = {
  primary: '#5a8ffa',
  primarySoft: 'rgba(90, 143, 250, 0.2)',
  primaryText: 'color-mix(in srgb, var(--_pk-primary) 60%, #fff)',
  primaryStrong: 'color-mix(in srgb, var(--_pk-primary) 60%, #000)',
  onPrimary: '#ffffff',
  focusRing: 'var(--_pk-primary)',
  danger: '#ff8a80',
  dangerStrong: '#c62f27',
  warningText: '#f0b15c',
  text: '#e8eaed',
  textSecondary: '#a9aeb6',
  border: '#3b3e44',
  controlBorder: '#7b818a',
  bg: '#1f2023',
  raisedBg: '#2a2c31',
  hoverBg: '#34373d',
  titleBarBg: '#27292d',
  footerBg: '#242629',
  frameBorder: '#4a4e55',
  tooltipBg: '#e8eaed',
  tooltipText: '#1f2023',
  illustration: '#5f646c',
  tagExternalText: '#f0b15c',
  tagExternalBg: 'rgba(242, 157, 65, 0.16)',
  tagGroupText: '#5fd39a',
  tagGroupBg: 'rgba(15, 157, 88, 0.18)',
  tagTeamText: '#b3a3ff',
  tagTeamBg: 'rgba(123, 97, 255, 0.2)',
  mask: 'rgba(0, 0, 0, 0.6)',
  maskSoft: 'rgba(0, 0, 0, 0.5)',
  shadowPopover: '0 4px 16px rgba(0, 0, 0, 0.5)',
  shadowModal: '0 8px 32px rgba(0, 0, 0, 0.6)',
  shadowRaised: '0 4px 12px rgba(0, 0, 0, 0.5)',
  shadowDesktop: '0 6px 20px rgba(0, 0, 0, 0.55)',
};

/** The shades color-mix() gives for the default primaries, for browsers without it. */
export const MIX_FALLBACKS = {
  light: { primaryText: '#315fbb', primaryStrong: '#2e59ae' },
  dark: { primaryText: '#9cbcfc', primaryStrong: '#365696' },
} as const;
