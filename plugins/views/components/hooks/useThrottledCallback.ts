import { useCallback, useEffect, useRef } from 'react';

/** Milliseconds on a clock that only goes forward (fake timers in tests move it too). */
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Click throttle of member-picker.md section 5. */
export const CLICK_THROTTLE_MS = 600;

/**
 * Returns a stable function that calls the latest `fn` on the leading edge only: the first call
 * runs at once, further calls within `wait` ms are dropped (not deferred). It keeps the time of
 * the last call, not a timer: every row of a list has one, and rows mount by the dozen.
 */
export function useThrottledCallback<Args extends unknown[]>(
  fn: ((...args: Args) => void) | undefined,
  wait: number = CLICK_THROTTLE_MS,
): (...args: Args) => void {
  const fnRef = useRef(fn);
  const lastCall = useRef<number | null>(null);

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  return useCallback(
    (...args: Args) => {
      const time = now();
      if (lastCall.current !== null && time - lastCall.current < wait) return;
      lastCall.current = time;
      fnRef.current?.(...args);
    },
    [wait],
  );
}
