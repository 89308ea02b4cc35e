/**
 * A modal dialog around content that brings its own look (the union selector's panel, opened by
 * openUnionSelector): role=dialog, aria-modal, named by `label`, with Modal's focus rules. Focus
 * moves inside when it mounts, Tab and Shift+Tab cycle within it, Esc cancels (unless the content
 * already acted on that Esc and said so with preventDefault), and focus returns on unmount to the
 * element that had it before.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { keyName } from '../shared/keyboard';
import { inFloating, trapTab } from './modalKeys';
import { useModalFocus } from './useModalFocus';
import { themeRootAttributes, type ThemeOption } from '../theme/themeOption';

export interface ModalLayerProps {
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  /** The theme of the product inside: the layer's backdrop is drawn with its tokens. */
  theme?: ThemeOption;
  onCancel(): void;
  children: ReactNode;
}

export function ModalLayer({ label, className, theme, onCancel, children }: ModalLayerProps) {
  const dialogRef = useRef<HTMLDivElement | null>(null);
  useModalFocus(true, dialogRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (inFloating(event.target)) return;
    if (keyName(event) === 'escape') {
      if (event.defaultPrevented) return;
      event.preventDefault();
      onCancel();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };

  return (
    <div
      {...themeRootAttributes(theme)}
      ref={dialogRef}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
