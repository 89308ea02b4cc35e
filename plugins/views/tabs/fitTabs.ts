/**
 * Which tabs keep their place in the row and which go into the "More" menu: every tab when the
 * row holds them all; otherwise the first tabs that fit beside the More button, with the active
 * tab always among them (it takes the place of the last ones that no longer fit).
 */
export interface TabRowMeasure {
  /** Each tab's natural width, in order. */
  widths: readonly number[];
  /** The width the row has. */
  available: number;
  /** The gap between two tabs (and before the More button). */
  gap: number;
  /** The More button's width. */
  moreWidth: number;
}

export interface TabFit {
  /** Indices shown in the row, in order. */
  visible: number[];
  /** Indices offered by the More menu, in order (empty when every tab fits). */
  hidden: number[];
}

const rowWidth = (widths: readonly number[], indices: readonly number[], gap: number) =>
  indices.reduce((sum, index) => sum + widths[index], 0) + gap * Math.max(0, indices.length - 1);

export function fitTabs(measure: TabRowMeasure, activeIndex: number): TabFit {
  const { widths, available, gap, moreWidth } = measure;
  const all = widths.map((_, index) => index);
  if (rowWidth(widths, all, gap) <= available) return { visible: all, hidden: [] };
  const room = available - moreWidth - gap;
  const visible: number[] = [];
  for (const index of all) {
    if (rowWidth(widths, [...visible, index], gap) > room) break;
    visible.push(index);
  }
  if (activeIndex >= 0 && activeIndex < widths.length && !visible.includes(activeIndex)) {
    while (visible.length > 0 && rowWidth(widths, [...visible, activeIndex], gap) > room) {
      visible.pop();
    }
    visible.push(activeIndex);
  }
  return { visible, hidden: all.filter((index) => !visible.includes(index)) };
}
