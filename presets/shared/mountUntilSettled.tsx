/**
 * Mounts a preset for a host without React: into `given` or a new div in document.body, until
 * the rendered UI settles the promise (a value, or an error thrown while it renders, caught by
 * SettleOnError on React 18 and 19). Then it unmounts on the next task (after the event that settled it finished
 * rendering) and removes the div it created; a host's container is left empty.
 *
 * `fail(error)` rejects at once but leaves the UI mounted (it shows why it failed) until `finish`
 * is called, by the user closing it: the promise is then settled already, and only unmounts.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { SettleOnError } from './SettleOnError';

export interface Settlers<T> {
  /** Resolves (unless already settled) and unmounts. */
  finish(value: T): void;
  /** Rejects (unless already settled); the UI stays until finish. */
  fail(error: unknown): void;
}

export function mountUntilSettled<T>(
  given: HTMLElement | undefined,
  render: (finish: Settlers<T>['finish'], fail: Settlers<T>['fail']) => ReactNode,
): Promise<T> {
  const container = given ?? document.body.appendChild(document.createElement('div'));
  return new Promise((resolve, reject) => {
    let settled = false;
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      setTimeout(() => {
        root.unmount();
        if (!given) container.remove();
      }, 0);
    };
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      done();
    };
    const root = createRoot(container);
    const crashed = (error: unknown) => {
      settle(() => reject(error));
      remove();
    };
    root.render(
      <SettleOnError onError={crashed}>
        {render(
          (value) => {
            settle(() => resolve(value));
            remove();
          },
          (error) => settle(() => reject(error)),
        )}
      </SettleOnError>,
    );
  });
}
