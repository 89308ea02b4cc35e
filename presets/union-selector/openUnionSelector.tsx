/**
 * Opens the union selector for hosts without React: mounts it in a modal dialog over the page
 * (z-index 2000) inside `container` (default: a new div in document.body), resolves with the
 * inserted items or null when closed (Esc, or the host's close), then unmounts and removes what it
 * created. Like the other pickers' dialogs, focus moves into it at once, Tab stays inside, and
 * focus returns to where it was when it closes. Invalid options reject before anything is mounted.
 */
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
  return mountUntilSettled<UnionItem[] | null>(container, (finish) => {
    const close = () => {
      selectorOptions.onClose?.();
      finish(null);
    };
    return (
      <ModalLayer className="pk-union-dialog" label={label ?? 'Insert'} onCancel={close}>
        <UnionSelector
          {...selectorOptions}
          open
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
