/**
 * Measures the tab row for fitTabs: the tabs' natural widths from a hidden copy of the row (with
 * a copy of the More button), the width the row has and its gap, again whenever the row resizes
 * or the titles change. Until measured (or without layout, as in jsdom) every tab is shown.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitTabs, type TabFit, type TabRowMeasure } from './fitTabs';

export function useTabFit(
  rowRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
  signature: string,
  activeIndex: number,
  count: number,
): TabFit {
  const [measure, setMeasure] = useState<TabRowMeasure | null>(null);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const copy = measureRef.current;
    if (!row || !copy) return undefined;
    const update = () => {
      const children = Array.from(copy.children) as HTMLElement[];
      const more = children.pop();
      const widths = children.map((child) => child.getBoundingClientRect().width);
      const next: TabRowMeasure = {
        widths,
        available: row.clientWidth,
        gap: parseFloat(getComputedStyle(copy).columnGap) || 0,
        moreWidth: more?.getBoundingClientRect().width ?? 0,
      };
      setMeasure((before) =>
        before &&
        before.available === next.available &&
        before.gap === next.gap &&
        before.moreWidth === next.moreWidth &&
        before.widths.join() === next.widths.join()
          ? before
          : next,
      );
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(row);
    return () => observer?.disconnect();
  }, [rowRef, measureRef, signature]);

  const all = Array.from({ length: count }, (_, index) => index);
  if (!measure || measure.available <= 0 || measure.widths.length !== count) {
    return { visible: all, hidden: [] };
  }
  return fitTabs(measure, activeIndex);
}
