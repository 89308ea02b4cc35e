/**
 * Which crumbs of a long path stay visible (finder.md section 2: long paths collapse in the
 * middle into an ellipsis item, with a 50 px reserve for it). The first and the last crumb always
 * stay; crumbs after the first are hidden, nearest the root first, until the rest fits.
 */
export const ELLIPSIS_RESERVE_PX = 50;

export interface CollapsedCrumbs {
  /** Indices shown, in order. */
  visible: number[];
  /** Indices folded into the ellipsis item (empty when everything fits). */
  hidden: number[];
}

export function collapseCrumbs(
  widths: readonly number[],
  available: number,
  reserve = ELLIPSIS_RESERVE_PX,
): CollapsedCrumbs {
  const all = widths.map((_, index) => index);
  const total = (indices: number[]) => indices.reduce((sum, i) => sum + widths[i], 0);
  if (widths.length <= 2 || total(all) <= available) return { visible: all, hidden: [] };
  const visible = [...all];
  const hidden: number[] = [];
  while (visible.length > 2 && total(visible) + reserve > available) {
    hidden.push(visible.splice(1, 1)[0]);
  }
  return { visible, hidden };
}
