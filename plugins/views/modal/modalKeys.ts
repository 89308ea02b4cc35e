/** Keyboard rules a modal dialog shares: Tab and Shift+Tab cycle inside it. */
import type { KeyboardEvent } from 'react';
import { focusableIn } from './focusable';

/** Whether an event comes from a floating element (a business card, a dropdown menu). */
export function inFloating(target: EventTarget): boolean {
  return target instanceof Element && target.closest('[data-floating-ui-portal]') !== null;
}

/** Whether an event comes from a dialog nested inside `dialog` (its own keys apply there). */
export function inNestedDialog(target: EventTarget, dialog: HTMLElement): boolean {
  return target instanceof Element && target.closest('[role="dialog"]') !== dialog;
}

/** Keeps Tab and Shift+Tab inside `dialog`: from the last element to the first and back. */
export function trapTab(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(dialog);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
