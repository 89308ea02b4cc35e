/**
 * The design tokens: every colour has a light and a dark value, every size of the comfortable
 * density a compact one; the declared contrast pairs reach WCAG AA in both themes (computed
 * from the values, color-mix() and tints included); the CSS declares them on the product roots
 * under private names that read the host's `--pk-*` properties.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_TOKENS,
  COMPACT_TOKENS,
  CONTRAST_PAIRS,
  DARK_TOKENS,
  DENSITY_TOKENS,
  MIX_FALLBACKS,
  THEME_CSS,
  TOKENS,
  TOKEN_NAMES,
  listRowHeights,
  resolvedProperty,
  tokenProperty,
  type ColourTokenName,
} from '../../../../plugins/views/theme';
import { TOKEN_STYLES } from '../../../../plugins/views/theme/tokenDocs';
import { contrast, parseColour, type Rgb } from '../../../support/contrast';

type Theme = 'light' | 'dark';
const valuesOf = (theme: Theme): Record<ColourTokenName, string> =>
  theme === 'light'
    ? (Object.fromEntries(
        Object.entries(COLOUR_TOKENS).map(([name, spec]) => [name, spec.light]),
      ) as Record<ColourTokenName, string>)
    : { ...DARK_TOKENS };

/** A token's colour as drawn on the theme's background: var(), color-mix() and tints resolved. */
function colourOf(theme: Theme, name: ColourTokenName, seen: string[] = []): Rgb {
  if (seen.includes(name)) throw new Error(`token cycle: ${[...seen, name].join(' → ')}`);
  const value = valuesOf(theme)[name];
  const reference = /^var\(--_pk-([a-z-]+)\)$/.exec(value);
  if (reference) return colourOf(theme, camel(reference[1]), [...seen, name]);
  const mix = /^color-mix\(in srgb, var\(--_pk-([a-z-]+)\) (\d+)%, (#[0-9a-f]{3,6})\)$/.exec(value);
  if (mix) {
    const base = colourOf(theme, camel(mix[1]), [...seen, name]);
    const other = parseColour(mix[3]).rgb;
    const share = Number(mix[2]) / 100;
    return base.map((c, i) => c * share + other[i] * (1 - share)) as unknown as Rgb;
  }
  const { rgb, alpha } = parseColour(value);
  if (alpha === 1) return rgb;
  const under = colourOf(theme, 'bg', [...seen, name]);
  return rgb.map((c, i) => c * alpha + under[i] * (1 - alpha)) as unknown as Rgb;
}

const camel = (kebab: string) =>
  kebab.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase()) as ColourTokenName;

describe('design tokens', () => {
  it('names each token --pk-<kebab> for hosts and --_pk-<kebab> for the rules', () => {
    expect(tokenProperty('textSecondary')).toBe('--pk-text-secondary');
    expect(resolvedProperty('rowHeightXs')).toBe('--_pk-row-height-xs');
    expect(TOKENS.primary.light).toBe('#417ff9');
  });

  it('gives every colour token a light and a dark value, and says what it styles', () => {
    expect(Object.keys(DARK_TOKENS).sort()).toEqual(Object.keys(COLOUR_TOKENS).sort());
    for (const name of TOKEN_NAMES) {
      expect(TOKENS[name].light, name).not.toBe('');
      expect(TOKEN_STYLES[name].length, name).toBeGreaterThan(5);
    }
    for (const value of Object.values(DARK_TOKENS)) expect(value).not.toBe('');
  });

  it('gives every density token a compact value, smaller or equal', () => {
    expect(Object.keys(COMPACT_TOKENS).sort()).toEqual(Object.keys(DENSITY_TOKENS).sort());
    for (const [name, spec] of Object.entries(DENSITY_TOKENS)) {
      const compact = COMPACT_TOKENS[name as keyof typeof COMPACT_TOKENS];
      expect(parseFloat(compact), name).toBeLessThanOrEqual(parseFloat(spec.light));
    }
  });

  it('keeps the spec sizes in the comfortable density and shortens rows in the compact one', () => {
    expect(listRowHeights('comfortable')).toMatchObject({ item: 48, special: 40, title: 32 });
    const compact = listRowHeights('compact');
    const comfortable = listRowHeights('comfortable');
    for (const kind of Object.keys(comfortable) as Array<keyof typeof comfortable>) {
      expect(compact[kind], kind).toBeLessThan(comfortable[kind]);
    }
  });

  it.each(['light', 'dark'] as const)('reaches the declared contrast in the %s theme', (theme) => {
    const failures = CONTRAST_PAIRS.filter(
      ({ foreground, background, minimum }) =>
        contrast(colourOf(theme, foreground), colourOf(theme, background)) < minimum,
    ).map(
      ({ foreground, background, minimum }) =>
        `${foreground} on ${background}: ${contrast(colourOf(theme, foreground), colourOf(theme, background)).toFixed(2)} < ${minimum}`,
    );
    expect(failures).toEqual([]);
  });

  it('the fallbacks without color-mix() are the shades color-mix() gives', () => {
    const hex = (colour: Rgb) =>
      `#${colour.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    for (const theme of ['light', 'dark'] as const) {
      expect(hex(colourOf(theme, 'primaryText'))).toBe(MIX_FALLBACKS[theme].primaryText);
      expect(hex(colourOf(theme, 'primaryStrong'))).toBe(MIX_FALLBACKS[theme].primaryStrong);
    }
  });
});

describe('the token CSS', () => {
  it('declares each token on the root under its private name, reading the host property', () => {
    expect(THEME_CSS).toContain('--_pk-primary: var(--pk-primary, #417ff9);');
    expect(THEME_CSS).toContain(`--_pk-bg: var(--pk-bg, ${DARK_TOKENS.bg});`);
    expect(THEME_CSS).toContain(
      `--_pk-row-padding: var(--pk-row-padding, ${COMPACT_TOKENS.rowPadding});`,
    );
    // The lists position rows at the density's heights: a host property cannot change them.
    expect(THEME_CSS).toContain(`--_pk-row-height: ${COMPACT_TOKENS.rowHeight};`);
    expect(THEME_CSS).not.toContain('var(--pk-row-height');
  });

  it('selects dark by attribute, auto by the media query, without specificity', () => {
    const dark = THEME_CSS.indexOf(":where([data-pk-theme='dark'])");
    const light = THEME_CSS.indexOf(':where(.pk-root:not([data-pk-theme] *), [data-pk-theme])');
    expect(light).toBeGreaterThanOrEqual(0);
    // Same (zero) specificity: the dark rule wins by coming later.
    expect(dark).toBeGreaterThan(light);
    expect(THEME_CSS).toMatch(
      /@media \(prefers-color-scheme: dark\) \{ :where\(\[data-pk-theme='auto'\]\) \{ [^}]*--_pk-bg: var\(--pk-bg, #1f2023\);/,
    );
    expect(THEME_CSS).not.toContain('!important');
  });
});

describe('the README token table', () => {
  it('lists every token with its light value', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const name of TOKEN_NAMES) {
      const row = readme
        .split('\n')
        .find((line) => line.startsWith(`| \`${tokenProperty(name)}\``));
      expect(row, tokenProperty(name)).toBeDefined();
      const light = TOKENS[name].light;
      if (!light.includes('var(')) expect(row).toContain(light);
      expect(row).toContain(TOKEN_STYLES[name]);
    }
  });
});
