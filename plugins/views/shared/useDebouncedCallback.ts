/** A trailing-edge debounce whose pending call is dropped on unmount. */
import { useEffect, useMemo, useRef } from 'react';

export function useDebouncedCallback<A extends unknown[]>(
  fn: ((...args: A) => void) | undefined,
  wait: number,
): (...args: A) => void {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = fn;
  }, [fn]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(
    () =>
      (...args: A) => {
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          latest.current?.(...args);
        }, wait);
      },
    [wait],
  );
}
