/**
 * openFinder(options) for hosts without React: mounts the finder into a container (default a new
 * element in document.body), resolves with the commit info on OK or null on cancel, then unmounts
 * and removes the container it made. Invalid options reject before anything is mounted.
 */
import { ErrorCodes, PickerError } from '../../kernel';
import { mountUntilSettled } from '../shared/mountUntilSettled';
import { Finder } from './Finder';
import { validateFinderOptions } from './validateOptions';
import type { CommitInfo } from '../../plugins/drive/actions';
import type { OpenFinderOptions } from './types';

export function openFinder(options: OpenFinderOptions = {}): Promise<CommitInfo | null> {
  try {
    validateFinderOptions(options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { container, ...finderOptions } = options;
  if (container !== undefined && !(container instanceof HTMLElement)) {
    return Promise.reject(
      new PickerError(ErrorCodes.OPTIONS_INVALID, 'finder: container must be an HTMLElement'),
    );
  }
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
