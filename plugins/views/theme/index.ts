export {
  COLOUR_TOKENS,
  DENSITY_TOKENS,
  SHAPE_TOKENS,
  TOKENS,
  TOKEN_NAMES,
  HOST_TOKEN_NAMES,
  ROW_HEIGHT_TOKENS,
  resolvedProperty,
  tokenProperty,
  type ColourTokenName,
  type DensityTokenName,
  type TokenName,
  type HostTokenName,
  type TokenSpec,
} from './tokens';
export { DARK_TOKENS, MIX_FALLBACKS } from './darkTokens';
export { COMPACT_TOKENS, DENSITIES, type Density } from './densityTokens';
export { DENSITY_ATTRIBUTE, THEME_ATTRIBUTE, THEME_CSS } from './themeCss';
export {
  DEFAULT_THEME,
  THEME_MODES,
  checkThemeOption,
  resolveTheme,
  themeRootAttributes,
  tokenStyle,
  type ResolvedTheme,
  type ThemeMode,
  type ThemeOptions,
  type ThemeOption,
  type ThemeSettings,
  type ThemeTokens,
} from './themeOption';
export { densityPx, listRowHeights } from './rowHeights';
export { DensityProvider, useDensity } from './DensityContext';
export { CONTRAST_PAIRS, type ContrastPair } from './contrastPairs';
export { TOKEN_STYLES } from './tokenDocs';
