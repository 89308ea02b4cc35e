/**
 * A flag that turns on only after `on` has stayed true for `delay` ms (0: at once): a skeleton or
 * a loading text that a fast answer never shows (the union list, the finder's loading state).
 */
import { useEffect, useState } from 'react';

export function useDelayedFlag(on: boolean, delay: number): boolean {
  // Whether the delay ran out while `on` held. Only a delay that ran out is ever reset: a state set
  // to what it already is would still render the list once more (React renders the component
  // before it bails out), in the very task that shows its first rows.
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!on) {
      if (elapsed) setElapsed(false);
      return undefined;
    }
    if (delay === 0 || elapsed) return undefined;
    const timer = setTimeout(() => setElapsed(true), delay);
    return () => clearTimeout(timer);
  }, [on, delay, elapsed]);
  return on && (delay === 0 || elapsed);
}
