/**
 * The leading-edge click throttle (600 ms by default, member-picker.md section 5; the views pass
 * the kernel's `selection.clickThrottleMs`), kept per row: a second
 * activation of the same row within the wait is dropped, while another row reacts at once (so
 * picking two people in quick succession picks both).
 */
import { useCallback, useEffect, useRef } from 'react';
import { CLICK_THROTTLE_MS } from '../components/hooks/useThrottledCallback';

export function useKeyedThrottle<Arg>(
  fn: (arg: Arg) => void,
  keyOf: (arg: Arg) => string,
  wait: number = CLICK_THROTTLE_MS,
): (arg: Arg) => void {
  const latest = useRef({ fn, keyOf });
  const lastRun = useRef(new Map<string, number>());
  useEffect(() => {
    latest.current = { fn, keyOf };
  }, [fn, keyOf]);
  return useCallback(
    (arg: Arg) => {
      const key = latest.current.keyOf(arg);
      const now = Date.now();
      const last = lastRun.current.get(key);
      if (last !== undefined && now - last < wait) return;
      lastRun.current.set(key, now);
      latest.current.fn(arg);
    },
    [wait],
  );
}
