/**
 * Whether the picker is narrow: below NARROW_BREAKPOINT px of dialog width (the host's width, or
 * a window narrower than it) two columns would leave the list too little room for names, so the
 * list takes the whole width and the selected panel becomes a strip under it. Measured on the
 * element itself, so a host's own modal or a zoomed page (reflow at 320 px) is narrow too.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export const NARROW_BREAKPOINT = 480;

export function useNarrowLayout(ref: RefObject<HTMLElement | null>, width?: number): boolean {
  const [narrow, setNarrow] = useState(() => width !== undefined && width < NARROW_BREAKPOINT);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      // Before layout (or in a DOM without one) the host's width decides.
      const basis = measured > 0 ? measured : (width ?? NARROW_BREAKPOINT);
      setNarrow(basis < NARROW_BREAKPOINT);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
