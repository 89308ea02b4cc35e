/**
 * True while rendering on the server or hydrating server markup; false in a client render and
 * after hydration. React gives the hydrating render the server snapshot (`getServerSnapshot`),
 * so that render matches the server's, then renders again with the client one.
 */
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
