/**
 * The compact density, for dense host pages: shorter rows and tighter paddings. Every size
 * token of DENSITY_TOKENS (tokens.ts) has a compact value here; rowHeights.ts derives the lists'
 * row heights (in px, for their virtual scrolling) from both.
 */
import type { DensityTokenName } from './tokens';

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

export const COMPACT_TOKENS: Readonly<Record<DensityTokenName, string>> = {
  rowHeight: '36px',
  rowHeightS: '32px',
  rowHeightXs: '28px',
  fileRowHeight: '44px',
  controlHeight: '28px',
  inputHeight: '28px',
  rowPadding: '8px',
  spaceXs: '2px',
  spaceS: '4px',
  spaceM: '8px',
  spaceL: '12px',
};
