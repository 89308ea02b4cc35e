/**
 * Keyboard movement through the selectable rows of a list or tree. Focus stays on the container
 * and the active row is its aria-activedescendant (WAI-ARIA APG listbox and tree), which works
 * with virtualized rows that are not in the DOM. Up and down move, Enter activates, and so does
 * Space unless `onKey` takes it; `onKey` gets the other keys (the tree's left and right).
 */
import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';
import { keyName, type KeyName } from './keyboard';
import type { VirtualListHandle } from './VirtualList';

export interface ListKeyboardOptions {
  count: number;
  isSelectable(index: number): boolean;
  onActivate(index: number): void;
  listRef: RefObject<VirtualListHandle | null>;
  /** kernel.options.keydown !== false */
  enabled: boolean;
  /** Other keys; return true when handled. */
  onKey?(key: KeyName, index: number, move: (index: number) => void): boolean;
}

export interface ListKeyboard {
  activeIndex: number;
  setActiveIndex(index: number): void;
  onKeyDown(event: KeyboardEvent): void;
  onFocus(): void;
}

export function useListKeyboard(options: ListKeyboardOptions): ListKeyboard {
  const { count, isSelectable, onActivate, listRef, enabled, onKey } = options;
  const [rawIndex, setRawIndex] = useState(-1);
  const activeIndex = rawIndex < count ? rawIndex : -1;

  const move = useCallback(
    (index: number) => {
      setRawIndex(index);
      listRef.current?.scrollToIndex(index);
    },
    [listRef],
  );

  const step = useCallback(
    (from: number, delta: 1 | -1): number => {
      for (let i = from + delta; i >= 0 && i < count; i += delta) {
        if (isSelectable(i)) return i;
      }
      return from;
    },
    [count, isSelectable],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!enabled) return;
    // Keys pressed in a popover portalled out of a row (a business card) are not the list's.
    if (!event.currentTarget.contains(event.target as Node)) return;
    const key = keyName(event);
    if (!key) return;
    if (key === 'down' || key === 'up') {
      event.preventDefault();
      const next = step(activeIndex, key === 'down' ? 1 : -1);
      if (next !== activeIndex && next >= 0) move(next);
    } else if (key === 'home' || key === 'end') {
      event.preventDefault();
      const next = key === 'home' ? step(-1, 1) : step(count, -1);
      if (next >= 0 && next < count) move(next);
    } else if (key === 'enter') {
      if (activeIndex >= 0) {
        event.preventDefault();
        onActivate(activeIndex);
      }
    } else if (onKey && activeIndex >= 0 && onKey(key, activeIndex, move)) {
      event.preventDefault();
    } else if (key === 'space' && activeIndex >= 0) {
      // Space picks too (APG listbox), unless the list gave it a meaning of its own.
      event.preventDefault();
      onActivate(activeIndex);
    }
  };

  const onFocus = () => {
    if (!enabled || activeIndex >= 0) return;
    const first = step(-1, 1);
    if (first >= 0 && first < count) setRawIndex(first);
  };

  return { activeIndex, setActiveIndex: setRawIndex, onKeyDown, onFocus };
}
