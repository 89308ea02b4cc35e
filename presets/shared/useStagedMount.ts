/**
 * Opening a picker in two stages: the first render makes the kernel and commits at once; the
 * picker's views mount in a transition right after, which React renders in slices and yields
 * between (every few milliseconds) to input and paint. Without it, opening is one task of kernel
 * creation, every view's first render, layout and focus: a long task that blocks the page. The
 * first rows come no later: the kernel starts loading with the first commit, and the views
 * render while its requests are out.
 *
 * A server render has no second stage (effects never run there), so it renders the views at once,
 * and so does the client when it hydrates that markup: the first render must match it.
 */
import { startTransition, useEffect, useState } from 'react';
import { useServerOrHydrating } from '../../plugins/views/shared/useServerOrHydrating';

/** False in the first client render of a mount, true from the transition that follows it. */
export function useStagedMount(): boolean {
  const atOnce = useServerOrHydrating();
  const [mounted, setMounted] = useState(atOnce);
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  return mounted;
}
