/**
 * Runs `run` once the browser's next paint is done and the page is idle (requestIdleCallback, at
 * most IDLE_WAIT_MS later): for background work no frame waits on, such as a cached list's
 * refresh, which then sends its request and handles its answer neither in the frame that shows the
 * cached page nor in the tasks queued right behind it. Where there is no idle callback (Safari, Node)
 * it runs after the paint (afterNextPaint). Returns a function that cancels it.
 */
import { afterNextPaint } from './afterNextPaint';

/** The longest a busy page makes idle work wait. */
export const IDLE_WAIT_MS = 500;

export function whenIdleAfterPaint(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const cancelPaint = afterNextPaint(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback !== 'function' || typeof cancelIdleCallback !== 'function') {
      run();
      return;
    }
    // Taken now, as afterNextPaint takes its frame functions: the page may be gone at the cancel.
    const cancelCallback = cancelIdleCallback;
    const idle = requestIdleCallback(() => run(), { timeout: IDLE_WAIT_MS });
    cancelIdle = () => cancelCallback(idle);
  });
  return () => {
    cancelled = true;
    cancelPaint();
    cancelIdle?.();
  };
}
