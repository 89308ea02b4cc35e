/**
 * The `theme` option of the three products, its check at creation and what it puts on the
 * product's root element. No React here.
 *
 *   theme: 'dark'
 *   theme: { mode: 'auto', density: 'compact', tokens: { primary: '#00a870' } }
 */
import { ErrorCodes, PickerError } from '../../../kernel';
import { DENSITIES, type Density } from './densityTokens';
import { DENSITY_ATTRIBUTE, THEME_ATTRIBUTE } from './themeCss';
import {
  HOST_TOKEN_NAMES,
  isRowHeightToken,
  isTokenName,
  tokenProperty,
  type HostTokenName,
} from './tokens';

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
/** `auto` follows the system's `prefers-color-scheme`, live. */
export type ThemeMode = (typeof THEME_MODES)[number];

/** Token values a host sets (the row heights follow the density). */
export type ThemeTokens = Partial<Record<HostTokenName, string>>;

export interface ThemeSettings {
  /** Default 'light'. */
  mode?: ThemeMode;
  /** Default 'comfortable' (the spec's sizes). */
  density?: Density;
  /** Token values over the theme's (any CSS value: `primary: '#00a870'`, `radius: '0'`). */
  tokens?: ThemeTokens;
}

/** A mode alone, or the mode with a density and token values. */
export type ThemeOption = ThemeMode | ThemeSettings;

export interface ResolvedTheme {
  mode: ThemeMode;
  density: Density;
  tokens: ThemeTokens;
}

export const DEFAULT_THEME: ResolvedTheme = { mode: 'light', density: 'comfortable', tokens: {} };

const list = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Throws a PickerError (OPTIONS_INVALID) naming what to fix; `prefix` names the factory. */
export function checkThemeOption(theme: unknown, prefix = ''): void {
  function fail(message: string): never {
    throw new PickerError(ErrorCodes.OPTIONS_INVALID, prefix ? `${prefix} ${message}` : message);
  }
  if (theme === undefined) return;
  if (typeof theme === 'string') {
    if (!(THEME_MODES as readonly string[]).includes(theme)) {
      fail(
        `theme "${theme}" is not valid: use one of ${list(THEME_MODES)}, or { mode, density, tokens }`,
      );
    }
    return;
  }
  if (typeof theme !== 'object' || theme === null || Array.isArray(theme)) {
    fail(
      `theme must be one of ${list(THEME_MODES)} or an object { mode, density, tokens } (got ${JSON.stringify(theme)})`,
    );
  }
  const { mode, density, tokens, ...rest } = theme as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) {
    fail(`theme has no ${list(unknownKeys)}: it takes mode, density and tokens`);
  }
  if (mode !== undefined && !(THEME_MODES as readonly unknown[]).includes(mode)) {
    fail(`theme.mode ${JSON.stringify(mode)} is not valid: use one of ${list(THEME_MODES)}`);
  }
  if (density !== undefined && !(DENSITIES as readonly unknown[]).includes(density)) {
    fail(`theme.density ${JSON.stringify(density)} is not valid: use one of ${list(DENSITIES)}`);
  }
  if (tokens === undefined) return;
  if (typeof tokens !== 'object' || tokens === null || Array.isArray(tokens)) {
    fail('theme.tokens must be an object of token values, e.g. { primary: "#00a870" }');
  }
  for (const [name, value] of Object.entries(tokens)) {
    if (isRowHeightToken(name)) {
      fail(`theme.tokens.${name} is set by the density: pass density: "compact" for shorter rows`);
    }
    if (!isTokenName(name)) {
      fail(`theme.tokens has no token "${name}": the tokens are ${HOST_TOKEN_NAMES.join(', ')}`);
    }
    if (typeof value !== 'string' || value.trim() === '' || /[;{}]/.test(value)) {
      fail(
        `theme.tokens.${name} must be a CSS value such as "#00a870" (got ${JSON.stringify(value)})`,
      );
    }
  }
}

/** The option with its defaults filled in (a checked option: see checkThemeOption). */
export function resolveTheme(theme: ThemeOption | undefined): ResolvedTheme {
  if (theme === undefined) return DEFAULT_THEME;
  if (typeof theme === 'string') return { ...DEFAULT_THEME, mode: theme };
  return {
    mode: theme.mode ?? DEFAULT_THEME.mode,
    density: theme.density ?? DEFAULT_THEME.density,
    tokens: theme.tokens ?? {},
  };
}

/** The token values as custom properties, for the root's inline style. */
export function tokenStyle(tokens: ThemeTokens): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens)) {
    if (value !== undefined && isTokenName(name) && !isRowHeightToken(name)) {
      style[tokenProperty(name)] = value;
    }
  }
  return style;
}

export interface ThemeRootAttributes {
  [THEME_ATTRIBUTE]: ThemeMode;
  [DENSITY_ATTRIBUTE]: Density;
  style: Record<string, string>;
}

/** What the product's root element carries: rendered on the server as on the client. */
export function themeRootAttributes(theme: ThemeOption | undefined): ThemeRootAttributes {
  const resolved = resolveTheme(theme);
  return {
    [THEME_ATTRIBUTE]: resolved.mode,
    [DENSITY_ATTRIBUTE]: resolved.density,
    style: tokenStyle(resolved.tokens),
  };
}

/** The option as the three products take it. */
export interface ThemeOptions {
  /**
   * 'light' (default), 'dark', 'auto' (follows the system's colour scheme, live), or
   * { mode, density: 'comfortable' | 'compact', tokens: { primary: '#00a870', … } }.
   */
  theme?: ThemeOption;
}
