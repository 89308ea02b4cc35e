import { useCallback, useEffect, useRef } from 'react';

/** Click throttle of member-picker.md section 5. */
export const CLICK_THROTTLE_MS = 600;

/**
 * Returns a stable function that calls the latest `fn` on the leading edge only: the first call
 * runs at once, further calls within `wait` ms are dropped (not deferred).
 */
export function useThrottledCallback<Args extends unknown[]>(
  fn: ((...args: Args) => void) | undefined,
  wait: number = CLICK_THROTTLE_MS,
): (...args: Args) => void {
  const fnRef = useRef(fn);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = null;
    },
    [],
  );

  return useCallback(
    (...args: Args) => {
      if (timerRef.current !== null) return;
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
      }, wait);
      fnRef.current?.(...args);
    },
    [wait],
  );
}
