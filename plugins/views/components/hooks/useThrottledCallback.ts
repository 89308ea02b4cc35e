import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/** Milliseconds on a clock that only goes forward (fake timers in tests move it too). */
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Click throttle of member-picker.md section 5. */
export const CLICK_THROTTLE_MS = 600;

/**
 * A list kept while hidden and shown again (the finder's folders) starts its rows' throttles
 * afresh: it counts its showings here, and a call from an earlier showing does not hold back the
 * first call of this one (the user opened a folder from a row, came Back and clicks that row
 * again). A mutable count, not a value that renders: the rows stay as they are.
 */
export const ThrottleEpochContext = createContext<{ readonly current: number } | null>(null);

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
  const lastCall = useRef<{ time: number; epoch: number } | null>(null);
  const epoch = useContext(ThrottleEpochContext);

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  return useCallback(
    (...args: Args) => {
      const time = now();
      const showing = epoch?.current ?? 0;
      const last = lastCall.current;
      if (last !== null && last.epoch === showing && time - last.time < wait) return;
      lastCall.current = { time, epoch: showing };
      fnRef.current?.(...args);
    },
    [wait, epoch],
  );
}
