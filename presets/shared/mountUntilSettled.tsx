/**
 * Mounts a preset for a host without React: into `given` or a new div in document.body, until
 * the rendered UI settles the promise (a value, or an error while mounting through the root's
 * onUncaughtError). Then it unmounts on the next task (after the event that settled it finished
 * rendering) and removes the div it created; a host's container is left empty.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function mountUntilSettled<T>(
  given: HTMLElement | undefined,
  render: (finish: (value: T) => void) => ReactNode,
): Promise<T> {
  const container = given ?? document.body.appendChild(document.createElement('div'));
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
      setTimeout(() => {
        root.unmount();
        if (!given) container.remove();
      }, 0);
    };
    const root = createRoot(container, {
      onUncaughtError: (error) => settle(() => reject(error)),
    });
    root.render(render((value) => settle(() => resolve(value))));
  });
}
