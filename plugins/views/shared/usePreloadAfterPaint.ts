import { useEffect } from 'react';

/** How long an idle callback may wait before it runs anyway. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs work the view will need soon once the browser is idle after the first paint (at the latest
 * a second after mount): fetching chunks it may show, building what a first answer would otherwise
 * build in its frame. A click or key never waits for it. Without requestIdleCallback, the next
 * task after paint.
 */
export function usePreloadAfterPaint(...preloads: ReadonlyArray<() => void>): void {
  useEffect(() => {
    const run = () => preloads.forEach((preload) => preload());
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
    // Once per mount, with the first render's preloads (each fetches a chunk once per page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
