/**
 * A value shown one frame after it changes: the frame that answers a click paints what the click
 * changed first, and what reads this value follows after that paint. Changes within the wait are
 * one update with the last value; unmounting drops a pending update. `showNow` shows a value at
 * once, for a change the user made on what shows this value.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../../kernel/afterNextPaint';

export function useValueAfterPaint<T>(value: T): readonly [shown: T, showNow: (now: T) => void] {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const lastShown = useRef(value);
  const cancel = useRef<(() => void) | null>(null);

  const show = useCallback((now: T) => {
    cancel.current?.();
    cancel.current = null;
    latest.current = now;
    lastShown.current = now;
    setShown(now);
  }, []);

  useEffect(() => {
    latest.current = value;
    if (cancel.current !== null || Object.is(value, lastShown.current)) return;
    cancel.current = afterNextPaint(() => {
      cancel.current = null;
      lastShown.current = latest.current;
      setShown(latest.current);
    });
  }, [value]);

  useEffect(
    () => () => {
      cancel.current?.();
      cancel.current = null;
    },
    [],
  );

  return [shown, show] as const;
}
