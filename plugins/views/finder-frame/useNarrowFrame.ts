/**
 * Whether the finder is narrow: below NARROW_FRAME_PX of its own width (the dialog's container
 * query uses the same width) the side menu leaves the row and becomes a drawer (LocationsDrawer).
 * Measured on the frame, so a narrow window, a host's narrow modal or a zoomed page count alike.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export const NARROW_FRAME_PX = 600;

export function useNarrowFrame(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      // Without layout (a DOM without one) the wide layout stays.
      setNarrow(width > 0 && width < NARROW_FRAME_PX);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
