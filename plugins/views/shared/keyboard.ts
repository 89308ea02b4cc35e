/** Key codes of member-picker.md section 9, and the name of a key event. */
import type { KeyboardEvent } from 'react';

export const KEY_UP = 38;
export const KEY_DOWN = 40;
export const KEY_ENTER = 13;
export const KEY_LEFT = 37;
export const KEY_RIGHT = 39;
export const KEY_ESCAPE = 27;
/** The key code browsers report while an IME composes. */
export const KEY_IME = 229;

export type KeyName =
  | 'up'
  | 'down'
  | 'enter'
  | 'left'
  | 'right'
  | 'home'
  | 'end'
  | 'escape'
  | 'space'
  /** I: opens the business card of the active user row. */
  | 'card';

const BY_KEY: Record<string, KeyName> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  Enter: 'enter',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'home',
  End: 'end',
  Escape: 'escape',
  ' ': 'space',
  i: 'card',
  I: 'card',
};
const BY_CODE: Record<number, KeyName> = {
  [KEY_UP]: 'up',
  [KEY_DOWN]: 'down',
  [KEY_ENTER]: 'enter',
  [KEY_LEFT]: 'left',
  [KEY_RIGHT]: 'right',
  [KEY_ESCAPE]: 'escape',
};

/** True while an input method composes text: such key events never act. */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === KEY_IME;
}

export function keyName(event: KeyboardEvent): KeyName | null {
  if (isComposing(event)) return null;
  // Letter shortcuts only without modifiers (Ctrl+I and the like belong to the browser).
  if (event.key.length === 1 && (event.ctrlKey || event.metaKey || event.altKey)) return null;
  return BY_KEY[event.key] ?? BY_CODE[event.keyCode] ?? null;
}
