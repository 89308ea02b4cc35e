/**
 * Avatar images wait while a list scrolls: a row that comes into view during a fling shows its
 * initials or mark, and its image once the scrolling pauses. Rows flown past never request or
 * decode their images, so scrolling stays within a frame however heavy the images are. A row that
 * has shown its image keeps it when scrolling starts again. Outside a list nothing waits.
 */
import { createContext, useContext, useState } from 'react';

/** True while the enclosing list is scrolling. */
export const ImagesWaitContext = createContext(false);

/** Whether an avatar may show its image now (latched: once shown, always shown). */
export function useImageAllowed(): boolean {
  const wait = useContext(ImagesWaitContext);
  const [allowed, setAllowed] = useState(!wait);
  if (!wait && !allowed) setAllowed(true);
  return allowed || !wait;
}
