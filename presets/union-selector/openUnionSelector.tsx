/**
 * Opens the union selector for hosts without React: mounts it in a dialog over the page (z-index
 * 2000) inside `container` (default: a new div in document.body), resolves with the inserted items
 * or null when closed (Esc, or the host's close), then unmounts and removes what it created.
 * Invalid options reject before anything is mounted.
 */
import { createRoot } from 'react-dom/client';
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
  const { container: given, label, ...selectorOptions } = options;
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
      <div
        className="pk-union-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label ?? 'Insert'}
      >
        <UnionSelector
          {...selectorOptions}
          open
          onInsert={(payload) => {
            selectorOptions.onInsert?.(payload);
            settle(() => resolve(payload.items));
          }}
          onClose={() => {
            selectorOptions.onClose?.();
            settle(() => resolve(null));
          }}
        />
      </div>,
    );
  });
}
