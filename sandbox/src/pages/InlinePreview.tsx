/**
 * The playground's picker frame: the modal slot replaced by a panel in the page (no mask, no focus
 * trap), so the source editor beside it stays usable while the picker shows the edited tab. It is
 * also the example of a host replacing a view plugin of the preset.
 */
import { useId, type KeyboardEvent } from 'react';
import type { Plugin } from '../../../kernel';
import { createViewPlugin, SLOTS, type ModalSlotProps } from '../../../plugins/views/shared';

export const INLINE_PREVIEW_PLUGIN = 'sandbox:inline-preview';

function InlinePreview({ open, title, width, onCancel, headerExtra, children }: ModalSlotProps) {
  const titleId = useId();
  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    <section
      aria-labelledby={titleId}
      className="pk-modal sb-inline-picker"
      style={{ width }}
      onKeyDown={onKeyDown}
    >
      <div className="pk-modal__header">
        <h2 id={titleId} className="pk-modal__title">
          {title}
        </h2>
        {headerExtra}
      </div>
      {children}
    </section>
  );
}

/** The preset's plugins with its modal view swapped for the inline frame. */
export function withInlinePreview(defaults: Plugin[]): Plugin[] {
  return [
    ...defaults.filter((plugin) => plugin.name !== 'view:modal'),
    createViewPlugin(INLINE_PREVIEW_PLUGIN, SLOTS.modal, InlinePreview),
  ];
}
