/** WCAG 2.x contrast of sRGB colours, for the token tests and the browser contrast test. */
export type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)`, with its alpha. */
export function parseColour(value: string): { rgb: Rgb; alpha: number } {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return parseColour(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) {
    return {
      rgb: [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16)],
      alpha: 1,
    };
  }
  const functional = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(
    value,
  );
  if (functional) {
    return {
      rgb: [Number(functional[1]), Number(functional[2]), Number(functional[3])],
      alpha: functional[4] === undefined ? 1 : Number(functional[4]),
    };
  }
  throw new Error(`not a colour: ${value}`);
}

/** Relative luminance (WCAG 2.x). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
