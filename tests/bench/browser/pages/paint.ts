/**
 * Timing in the page: when a change has been painted, waiting for the DOM to reach a state, and
 * the long tasks the browser reported.
 */

/** Resolves with performance.now() just after the next frame was painted. */
export function afterPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });
  });
}

/** Resolves as soon as a DOM mutation makes `check` true (at once when it already is). */
export function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!check()) return;
      finish();
      resolve();
    });
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`bench: timed out waiting for ${what}`));
    }, timeoutMs);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** The last timed window, from the act to its paint (toPaint, or a step's own `timed`). */
let lastWindow: { from: number; to: number } | null = null;

/** Notes the window a step timed, for `lastWindowCalls`. */
export function timed(from: number, to: number): void {
  lastWindow = { from, to };
}

/** Runs `act`, waits until `done`, and returns the ms from `act` to the paint after it. */
export async function toPaint(act: () => void, done: () => boolean, what: string): Promise<number> {
  const start = performance.now();
  act();
  await until(done, what);
  const end = await afterPaint();
  timed(start, end);
  return end - start;
}

// Every call of a run stays listed (the default buffer keeps the first 250 entries).
performance.setResourceTimingBufferSize(100_000);

/**
 * The last timed window's length, and the longest call to the server (XHR or fetch) that left and
 * answered within it: from the request leaving to the last byte of its answer (Resource Timing),
 * so the network's latency and the server's own work both; 0 when the step made none.
 */
export function lastWindowCalls(): { windowMs: number; longestCallMs: number } {
  const window = lastWindow;
  if (!window) return { windowMs: 0, longestCallMs: 0 };
  let longest = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'xmlhttprequest' && entry.initiatorType !== 'fetch') continue;
    if (entry.startTime < window.from || entry.responseEnd > window.to) continue;
    longest = Math.max(longest, entry.responseEnd - entry.startTime);
  }
  return { windowMs: window.to - window.from, longestCallMs: longest };
}

export interface LongTask {
  start: number;
  duration: number;
}

const longTasks: LongTask[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    longTasks.push({ start: entry.startTime, duration: entry.duration });
  }
}).observe({ type: 'longtask', buffered: true });

/** The long tasks (over 50 ms) that started between `from` and `to`. */
export function longTasksBetween(from: number, to: number): LongTask[] {
  return longTasks.filter((task) => task.start >= from && task.start <= to);
}

/** Waits a little so a throttle window or a pending effect is over before the next bench. */
export function settle(ms = 700): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
