/**
 * openFinder(options) for hosts without React: mounts the finder into a container (default a new
 * element in document.body), resolves with the commit info on OK or null on cancel, then unmounts
 * and removes the container it made. Invalid options reject before anything is mounted.
 */
import { createRoot } from 'react-dom/client';
import { resolveInputs } from './config/options';
import { Finder } from './Finder';
import type { CommitInfo } from './state/FinderStore';
import type { OpenFinderOptions } from './types';

export function openFinder(options: OpenFinderOptions = {}): Promise<CommitInfo | null> {
  try {
    resolveInputs(options, options.release ?? 'default');
  } catch (error) {
    return Promise.reject(error);
  }
  const { container: given, ...finderOptions } = options;
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
    root.render(
      <Finder
        {...finderOptions}
        open
        onConfirm={(info) => {
          const pending = finderOptions.onConfirm?.(info);
          settle(() => resolve(info));
          return pending;
        }}
        onCancel={() => {
          finderOptions.onCancel?.();
          settle(() => resolve(null));
        }}
      />,
    );
  });
}
