/**
 * Runs `run` after the browser's next paint: a frame callback (before that paint), then a task
 * queued from it (after the paint). Returns a function that cancels it. Without frames (a runtime
 * that has none, or a page in a background tab, where frame callbacks wait until it is shown) it
 * runs on a timer of a few frames instead, whichever comes first.
 */
const NO_FRAME_WAIT_MS = 100;

export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(once, NO_FRAME_WAIT_MS);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          afterFrame = setTimeout(once, 0);
        })
      : undefined;
  function cancel() {
    done = true;
    clearTimeout(fallback);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (afterFrame !== undefined) clearTimeout(afterFrame);
  }
  return cancel;
}
