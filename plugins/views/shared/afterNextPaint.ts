/**
 * Runs `run` after the browser's next paint: a frame callback (before that paint), then a task
 * queued from it (after the paint). Returns a function that cancels it. Without frames (a page in
 * a runtime that has none) it waits about a frame on a timer.
 */
export function afterNextPaint(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 16);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
