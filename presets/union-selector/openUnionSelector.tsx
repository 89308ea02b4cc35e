/**
 * Opens the union selector for hosts without React: mounts it in a modal dialog over the page
 * (z-index 2000) inside `container` (default: a new div in document.body), resolves with the
 * inserted items or null when closed (Esc, or the host's close), then unmounts and removes what it
 * created. Like the other pickers' dialogs, focus moves into it at once, Tab stays inside, and
 * focus returns to where it was when it closes.
 * Invalid options, and a connection that could not work (no services and no client, services
 * without a service it calls, a client that is not one), reject before anything is mounted.
 * A configuration error that only init finds (a client without a base URL for a service the
 * selector calls) rejects with its message at once: retrying cannot fix it. The panel stays to
 * show the message until the user closes it. Other init failures (the network, the suite) keep
 * the retry panel of the spec and the promise pending until the user inserts or closes.
 */
import { isConfigurationError, type PickerKernel } from '../../kernel';
import { ModalLayer } from '../../plugins/views/modal/ModalLayer';
import { mountUntilSettled } from '../shared/mountUntilSettled';
import { UnionSelector } from './UnionSelector';
import type { UnionItem, UnionSelectorOptions } from './types';
import { validateUnionConnection, validateUnionSelectorOptions } from './validateOptions';

export interface OpenUnionSelectorOptions extends UnionSelectorOptions {
  container?: HTMLElement;
  /** Accessible name of the dialog (default "Insert"). */
  label?: string;
}

export function openUnionSelector(options: OpenUnionSelectorOptions): Promise<UnionItem[] | null> {
  try {
    validateUnionSelectorOptions(options);
    validateUnionConnection(options);
  } catch (error) {
    return Promise.reject(error);
  }
  const { container, label, ...selectorOptions } = options;
  const watchInit = (fail: (error: unknown) => void) => (kernel: PickerKernel) => {
    kernel.hooks.onError.tap('openUnionSelector', (error, context) => {
      if (context.phase === 'init' && isConfigurationError(error)) fail(error);
    });
    selectorOptions.onReady?.(kernel);
  };
  return mountUntilSettled<UnionItem[] | null>(container, (finish, fail) => {
    const close = () => {
      selectorOptions.onClose?.();
      finish(null);
    };
    return (
      <ModalLayer
        className="pk-union-dialog"
        label={label ?? 'Insert'}
        theme={selectorOptions.theme}
        onCancel={close}
      >
        <UnionSelector
          {...selectorOptions}
          open
          onReady={watchInit(fail)}
          onInsert={(payload) => {
            selectorOptions.onInsert?.(payload);
            finish(payload.items);
          }}
          onClose={close}
        />
      </ModalLayer>
    );
  });
}
