/**
 * WCAG 2.x contrast of the default theme tokens: text must reach 4.5:1 (AA, normal text) on the
 * backgrounds it is drawn on (white, the hover background, the primary's 12% tint, a tag's own
 * tint). The derived tokens are color-mix() of the primary with black, recomputed here.
 */
import { describe, expect, it } from 'vitest';
import {
  PICKER_CSS,
  PRIMARY_STRONG_SHARE,
  PRIMARY_TEXT_SHARE,
  TAG_COLOURS,
  THEME_DEFAULTS,
  THEME_FALLBACKS,
} from '../../../../plugins/views/components/styles/pickerStyles';
import { themeStyle } from '../../../../plugins/views/components/PickerRoot/PickerRoot';

type Rgb = readonly [number, number, number];

function hexColour(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)];
}

/** An rgba() tint composited over an opaque background. */
function over(rgba: string, background: Rgb): Rgb {
  const match = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(rgba);
  if (!match) throw new Error(`not an rgba() colour: ${rgba}`);
  const alpha = Number(match[4]);
  const channel = (i: number) => Number(match[i + 1]) * alpha + background[i] * (1 - alpha);
  return [channel(0), channel(1), channel(2)];
}

/** color-mix(in srgb, colour share%, #000). */
function mixWithBlack(colour: Rgb, share: number): Rgb {
  return [(colour[0] * share) / 100, (colour[1] * share) / 100, (colour[2] * share) / 100];
}

/** Relative luminance (WCAG 2.x). */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const AA = 4.5;
const white = hexColour(THEME_DEFAULTS['--pk-bg']);
const hover = hexColour(THEME_DEFAULTS['--pk-hover-bg']);
const primary = hexColour(THEME_DEFAULTS['--pk-primary']);
const soft = over(THEME_DEFAULTS['--pk-primary-soft'], white);
const primaryText = mixWithBlack(primary, PRIMARY_TEXT_SHARE);
const primaryStrong = mixWithBlack(primary, PRIMARY_STRONG_SHARE);
const backgrounds: Record<string, Rgb> = { white, hover, 'primary-soft': soft };
/** Two decimals, truncated (as axe-core reports ratios). */
const round = (ratio: number) => Math.floor(ratio * 100) / 100;

describe('contrast of the default theme', () => {
  it('computes the WCAG reference ratios', () => {
    expect(round(contrast([0, 0, 0], [255, 255, 255]))).toBe(21);
    expect(round(contrast(hexColour('#8f959e'), white))).toBe(3.01);
    expect(round(contrast(primary, white))).toBe(3.73);
  });

  it.each([
    ['--pk-text', hexColour(THEME_DEFAULTS['--pk-text'])],
    ['--pk-text-secondary', hexColour(THEME_DEFAULTS['--pk-text-secondary'])],
    ['--pk-primary-text', primaryText],
  ] as const)('%s reaches 4.5:1 on white, hover and the primary tint', (_name, colour) => {
    for (const [where, background] of Object.entries(backgrounds)) {
      expect({ where, ratio: contrast(colour, background) >= AA }).toEqual({ where, ratio: true });
    }
  });

  it('white text reaches 4.5:1 on --pk-primary-strong and --pk-danger', () => {
    expect(contrast(white, primaryStrong)).toBeGreaterThanOrEqual(AA);
    expect(contrast(white, hexColour(THEME_DEFAULTS['--pk-danger']))).toBeGreaterThanOrEqual(AA);
  });

  it('documents the figures written in pickerStyles.ts', () => {
    expect(
      [white, hover, soft].map((background) => round(contrast(primaryText, background))),
    ).toEqual([6.01, 5.41, 5.24]);
    expect(round(contrast(white, primaryStrong))).toBe(6.66);
    const text = hexColour(THEME_DEFAULTS['--pk-text']);
    expect([white, hover, soft].map((background) => round(contrast(text, background)))).toEqual([
      15.78, 14.21, 13.74,
    ]);
    expect(round(contrast(white, hexColour(THEME_DEFAULTS['--pk-danger'])))).toBe(4.77);
    const secondary = hexColour(THEME_DEFAULTS['--pk-text-secondary']);
    expect(
      [white, hover, soft].map((background) => round(contrast(secondary, background))),
    ).toEqual([5.45, 4.91, 4.75]);
  });

  it('a host theme sets the derived tokens too', () => {
    const style = themeStyle({
      primary: '#ff6600',
      primaryText: '#a33f00',
      primaryStrong: '#993d00',
    });
    expect(style).toMatchObject({
      '--pk-primary': '#ff6600',
      '--pk-primary-text': '#a33f00',
      '--pk-primary-strong': '#993d00',
    });
  });

  it('the fallbacks without color-mix() are the same shades', () => {
    const hex = (colour: Rgb) =>
      `#${colour.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    expect(hex(primaryText)).toBe(THEME_FALLBACKS['--pk-primary-text']);
    expect(hex(primaryStrong)).toBe(THEME_FALLBACKS['--pk-primary-strong']);
  });

  it.each(Object.entries(TAG_COLOURS))(
    'the %s tag reaches 4.5:1 on its tint over white and over hover',
    (_name, { text, tint }) => {
      expect(contrast(hexColour(text), over(tint, white))).toBeGreaterThanOrEqual(AA);
      expect(contrast(hexColour(text), over(tint, hover))).toBeGreaterThanOrEqual(AA);
    },
  );

  it('text uses the derived tokens, accents the primary', () => {
    expect(PICKER_CSS).toContain(
      '.pk-item__title em { font-style: normal; color: var(--pk-primary-text); }',
    );
    expect(PICKER_CSS).toMatch(/\.pk-button--primary \{ background: var\(--pk-primary-strong\)/);
    expect(PICKER_CSS).not.toMatch(/[^-]color: var\(--pk-primary\)/);
  });
});
