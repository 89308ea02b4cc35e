/**
 * The lists' row heights in px, by density: the lists scroll virtually, so they position rows
 * at fixed heights, the same numbers as the row-height tokens of each density. No React here.
 */
import { COMPACT_TOKENS, type Density } from './densityTokens';
import { DENSITY_TOKENS, type DensityTokenName } from './tokens';

const px = (value: string) => Number.parseFloat(value);

/** The height of a density's size token, in px. */
export function densityPx(density: Density, name: DensityTokenName): number {
  return px(density === 'compact' ? COMPACT_TOKENS[name] : DENSITY_TOKENS[name].light);
}

/** Row heights of the flat lists and the tree by row kind. */
export function listRowHeights(density: Density) {
  const row = densityPx(density, 'rowHeight');
  const small = densityPx(density, 'rowHeightS');
  const xs = densityPx(density, 'rowHeightXs');
  return {
    item: row,
    special: small,
    title: xs,
    loadMore: xs + 4,
    loading: row,
    error: row + 16,
  } as const;
}
