/**
 * When a list's avatar images load. Two waits, both inside a list only:
 * - A row that comes into view while its list scrolls shows its initials or mark, and its image
 *   once the scrolling pauses. Rows flown past never request or decode their images, so scrolling
 *   stays within a frame however heavy the images are.
 * - A row that comes with new content (a search's answer, a folder entered, a tab shown) paints
 *   its text first and asks for its image after that paint: the image requests, and the answers
 *   that arrive while the frame is built, stay out of the frame that shows the rows. The avatar
 *   stays the blank circle it is while an image loads, so nothing flashes.
 * A row that has shown its image keeps it when scrolling starts again. Outside a list nothing waits.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { afterNextPaint } from '../../../../kernel/afterNextPaint';

/** Inside a list: true while it scrolls. Null outside a list. */
export const ImagesWaitContext = createContext<boolean | null>(null);

/** Whether an avatar may show its image now, and whether it waits for its first paint. */
export interface ImageAllowance {
  /** The image may load (latched: once shown, always shown). */
  allowed: boolean;
  /** The row has not been painted yet: show the loading look, not the initials. */
  beforePaint: boolean;
}

/** The avatars mounted in one frame: one wait for the paint, one render when it is over. */
let waiting: Set<() => void> | null = null;

function afterRowsPainted(run: () => void): () => void {
  if (!waiting) {
    const batch = new Set<() => void>();
    waiting = batch;
    afterNextPaint(() => {
      if (waiting === batch) waiting = null;
      for (const callback of batch) callback();
    });
  }
  const batch = waiting;
  batch.add(run);
  return () => batch.delete(run);
}

export function useImageAllowance(): ImageAllowance {
  const scrolling = useContext(ImagesWaitContext);
  // A row mounted while its list scrolls waits for the scrolling instead, and is painted by then.
  const [painted, setPainted] = useState(scrolling !== false);
  const [allowed, setAllowed] = useState(scrolling === null);
  useEffect(() => {
    if (!painted) return afterRowsPainted(() => setPainted(true));
  }, [painted]);
  const now = scrolling === null || (painted && !scrolling);
  if (now && !allowed) setAllowed(true);
  return { allowed: allowed || now, beforePaint: !painted };
}
