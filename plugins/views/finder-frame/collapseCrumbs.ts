/**
 * Which crumbs of a long path stay visible (finder.md section 2: long paths collapse in the
 * middle into an ellipsis item, with a 50 px reserve for it). The last crumb always stays; crumbs
 * after the first are hidden, nearest the root first, until the rest fits. In a narrow finder
 * (`keepFirst` false), when the first and the last still do not fit, the first is hidden too (a
 * leading ellipsis, the last folder shown); a wide one keeps the root and lets the last crumb
 * shorten with an ellipsis of its own.
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
  keepFirst = true,
): CollapsedCrumbs {
  const all = widths.map((_, index) => index);
  const total = (indices: number[]) => indices.reduce((sum, i) => sum + widths[i], 0);
  const least = keepFirst ? 2 : 1;
  if (widths.length <= least || total(all) <= available) return { visible: all, hidden: [] };
  const visible = [...all];
  const hidden: number[] = [];
  while (visible.length > 2 && total(visible) + reserve > available) {
    hidden.push(visible.splice(1, 1)[0]);
  }
  // Too narrow for the root beside the current folder (a narrow finder): the current folder
  // alone after a leading ellipsis, which then offers the root too.
  if (!keepFirst && visible.length === 2 && total(visible) + reserve > available) {
    hidden.unshift(visible.shift() as number);
  }
  return { visible, hidden };
}
