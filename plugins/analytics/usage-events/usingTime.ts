/** Durations above this many milliseconds are reported as 0 (union-selector.md section 7). */
export const MAX_REPORTED_MS = 10_000;

/** A duration as the event service takes it: whole milliseconds, 0 when over the cap or invalid. */
export function reportedDuration(ms: number): number {
  if (!Number.isFinite(ms) || ms < 0 || ms > MAX_REPORTED_MS) return 0;
  return Math.round(ms);
}
