/**
 * openFinder(options) for hosts without React: mounts the finder into a container (default a new
 * element in document.body), resolves with the commit info on OK or null on cancel, then unmounts
 * and removes the container it made. Invalid options reject before anything is mounted.
 */
import { mountUntilSettled } from '../shared/mountUntilSettled';
import { resolveInputs } from './config/options';
import { Finder } from './Finder';
import { validateFinderConnection } from './serviceNeeds';
import type { CommitInfo } from '../../plugins/drive/actions';
import type { OpenFinderOptions } from './types';

export function openFinder(options: OpenFinderOptions = {}): Promise<CommitInfo | null> {
  try {
    resolveInputs(options, options.release ?? 'default');
    validateFinderConnection(options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { container, ...finderOptions } = options;
  return mountUntilSettled<CommitInfo | null>(container, (finish) => (
    <Finder
      {...finderOptions}
      open
      onConfirm={(info) => {
        const pending = finderOptions.onConfirm?.(info);
        finish(info);
        return pending;
      }}
      onCancel={() => {
        finderOptions.onCancel?.();
        finish(null);
      }}
    />
  ));
}
