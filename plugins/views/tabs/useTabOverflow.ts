/**
 * One row of tabs that scrolls when the tabs are wider than the bar: whether there is more to the
 * left or right (for the scroll arrows), a scroll by most of a view, and the active tab kept in
 * view whenever it changes (so the keyboard, which moves through every tab, always shows where it
 * is).
 */
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface TabOverflow {
  canScrollBack: boolean;
  canScrollForward: boolean;
  scrollBy(direction: -1 | 1): void;
}

/** Share of the visible width one arrow click scrolls. */
const SCROLL_SHARE = 0.7;

function bounds(scroller: HTMLElement) {
  // In right-to-left pages scrollLeft runs from 0 down to negative values.
  const start = Math.abs(scroller.scrollLeft);
  const room = scroller.scrollWidth - scroller.clientWidth;
  return { back: start > 1, forward: room - start > 1 };
}

/**
 * `contentKey` names the tabs in the row: when it changes (tabs moved under More, a new language)
 * the row is measured again, since its own size, which the observer watches, stays the same.
 */
export function useTabOverflow(
  scrollerRef: RefObject<HTMLElement | null>,
  activeId: string | undefined,
  contentKey = '',
): TabOverflow {
  const [state, setState] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const next = bounds(scroller);
    setState((current) =>
      current.back === next.back && current.forward === next.forward ? current : next,
    );
  }, [scrollerRef]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    for (const child of Array.from(scroller.children)) observer?.observe(child);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scrollerRef, measure]);

  useLayoutEffect(measure, [contentKey, measure]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !activeId) return;
    const tab = scroller.querySelector<HTMLElement>(`#${CSS.escape(activeId)}`);
    if (!tab) return;
    const view = scroller.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    // A little more than the tab, so the arrow over the edge does not cover it.
    const margin = 28;
    if (box.left < view.left) scroller.scrollLeft -= view.left - box.left + margin;
    else if (box.right > view.right) scroller.scrollLeft += box.right - view.right + margin;
    measure();
  }, [scrollerRef, activeId, measure]);

  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const distance = scroller.clientWidth * SCROLL_SHARE * direction;
      if (typeof scroller.scrollBy === 'function') {
        scroller.scrollBy({ left: distance, behavior: 'smooth' });
      } else scroller.scrollLeft += distance;
    },
    [scrollerRef],
  );

  return { canScrollBack: state.back, canScrollForward: state.forward, scrollBy };
}
