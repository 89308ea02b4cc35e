/**
 * The union selector when init failed: the retry panel of the spec, or for a configuration error
 * its message (retrying cannot fix it). Esc inside it reaches `onEscape` as it does in the panel,
 * so a dialog that failed can still be closed.
 */
import type { KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { isConfigurationError, type PickerKernel } from '../../kernel';
import { KernelProvider } from '../../plugins/views/shared';
import { ConfigurationErrorView, ErrorView } from '../../plugins/views/shared/ListStates';

export interface UnionInitErrorProps {
  kernel: PickerKernel;
  onEscape?(): void;
}

export const UnionInitError = observer(function UnionInitError({
  kernel,
  onEscape,
}: UnionInitErrorProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  const error = kernel.initError;
  return (
    <KernelProvider kernel={kernel}>
      <div className="pk-union-selector__failed" tabIndex={-1} onKeyDown={onKeyDown}>
        {isConfigurationError(error) ? (
          <ConfigurationErrorView message={error.message} />
        ) : (
          <ErrorView onRetry={() => void kernel.retryInit()} />
        )}
      </div>
    </KernelProvider>
  );
});
