/** Contrast of computed CSS colours (WCAG 2 relative luminance), for focus-appearance checks. */

/** [r, g, b] in 0..1 from a computed colour: rgb()/rgba() or color(srgb ...). */
export function parseColour(value: string): [number, number, number] {
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(value);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])];
  const rgb = /rgba?\((\d+(?:\.\d+)?),? (\d+(?:\.\d+)?),? (\d+(?:\.\d+)?)/.exec(value);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255];
  throw new Error(`not a colour: ${value}`);
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two computed colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(parseColour(a)), luminance(parseColour(b))].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
