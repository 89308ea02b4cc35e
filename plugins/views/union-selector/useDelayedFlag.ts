/** A flag that turns on only after `on` has stayed true for `delay` ms (0: at once). */
import { useEffect, useState } from 'react';

export function useDelayedFlag(on: boolean, delay: number): boolean {
  const [shown, setShown] = useState(on && delay === 0);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return undefined;
    }
    if (delay === 0) {
      setShown(true);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [on, delay]);
  return on && (shown || delay === 0);
}
