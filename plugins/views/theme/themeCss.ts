/**
 * The CSS that declares the tokens on a product's root element. No React here.
 *
 * The cascade, from weakest to strongest:
 * 1. The theme's value (tokens.ts, darkTokens.ts, densityTokens.ts).
 * 2. A `--pk-*` property the host sets: on any ancestor of the root (a wrapper: it inherits), on
 *    the root itself (its `style`, a class of the host's), or through the `theme` option's
 *    `tokens` (an inline style on the root). Plain CSS: the host's property never competes with
 *    a declaration of ours, so no `!important` and no selector of ours to outdo.
 *
 * That is because the root declares each token under a private name that reads the public one:
 * `--_pk-primary: var(--pk-primary, #417ff9)`, and every rule reads `var(--_pk-primary)`. The
 * row heights alone are declared as values (`--_pk-row-height: 48px`): the density sets them. The
 * root is the element with `data-pk-theme` (each product's outer element), or a `.pk-root`
 * outside any themed element (a component used on its own). Elements inside inherit the resolved
 * values, so a popover portalled into the root gets them too.
 *
 * `data-pk-theme="dark"` selects the dark values; `"auto"` selects them under
 * `@media (prefers-color-scheme: dark)`, so the server's markup is right before any script runs
 * and a change of the system's scheme applies at once. `data-pk-density="compact"` selects the
 * compact sizes. The selectors are wrapped in :where() (no specificity): the later rule wins.
 */
import { DARK_TOKENS, MIX_FALLBACKS } from './darkTokens';
import { COMPACT_TOKENS } from './densityTokens';
import {
  isRowHeightToken,
  resolvedProperty,
  tokenProperty,
  TOKENS,
  type TokenName,
} from './tokens';

/** The attributes on a product's root element. */
export const THEME_ATTRIBUTE = 'data-pk-theme';
export const DENSITY_ATTRIBUTE = 'data-pk-density';

function declarations(values: Partial<Record<TokenName, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      const token = name as TokenName;
      // The row heights follow the density alone: the lists position rows at them.
      if (isRowHeightToken(token)) return `${resolvedProperty(token)}: ${value};`;
      return `${resolvedProperty(token)}: var(${tokenProperty(token)}, ${value});`;
    })
    .join(' ');
}

const lightValues = Object.fromEntries(
  Object.entries(TOKENS).map(([name, spec]) => [name, spec.light]),
) as Record<TokenName, string>;

const ROOT = `.pk-root:not([${THEME_ATTRIBUTE}] *), [${THEME_ATTRIBUTE}]`;
const DARK = `[${THEME_ATTRIBUTE}='dark']`;
const AUTO = `[${THEME_ATTRIBUTE}='auto']`;
const COMPACT = `[${DENSITY_ATTRIBUTE}='compact']`;
const NO_COLOR_MIX = '@supports not (color: color-mix(in srgb, red, blue))';

export const THEME_CSS = `
:where(${ROOT}) { ${declarations(lightValues)} color-scheme: light; }
:where(${DARK}) { ${declarations(DARK_TOKENS)} color-scheme: dark; }
@media (prefers-color-scheme: dark) { :where(${AUTO}) { ${declarations(DARK_TOKENS)} color-scheme: dark; } }
:where(${COMPACT}) { ${declarations(COMPACT_TOKENS)} }
${NO_COLOR_MIX} { :where(${ROOT}) { ${declarations(MIX_FALLBACKS.light)} } :where(${DARK}) { ${declarations(MIX_FALLBACKS.dark)} } }
${NO_COLOR_MIX} { @media (prefers-color-scheme: dark) { :where(${AUTO}) { ${declarations(MIX_FALLBACKS.dark)} } } }
`;
