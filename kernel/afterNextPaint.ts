/**
 * Runs `run` after the browser's next paint: a frame callback (before that paint), then a task
 * queued from it (after the paint). Returns a function that cancels it. In a page whose frames do
 * not come (a background tab, where frame callbacks wait until it is shown) it runs on a timer of
 * a few frames instead, whichever comes first; in a runtime without frames (Node, a worker) there
 * is nothing to paint, and it runs in the next task. No React, no DOM: the kernel defers its own
 * background work with it (a cached list's refresh) as the views defer theirs.
 */
const NO_FRAME_WAIT_MS = 100;

export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    cancel();
    run();
  };
  // Taken now: a test runner may tear the page's globals down before a timer below fires.
  const cancelFrame = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : undefined;
  const hasFrames = typeof requestAnimationFrame === 'function';
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(once, hasFrames ? NO_FRAME_WAIT_MS : 0);
  let frame = hasFrames
    ? requestAnimationFrame(() => {
        frame = undefined;
        afterFrame = setTimeout(once, 0);
      })
    : undefined;
  function cancel() {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelFrame?.(frame);
    if (afterFrame !== undefined) clearTimeout(afterFrame);
  }
  return cancel;
}
