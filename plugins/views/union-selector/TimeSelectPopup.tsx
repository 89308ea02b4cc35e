/**
 * The open list of the time dropdown, placed by floating-ui above the button (popupPosition.ts).
 * A chunk of its own that mounts only while the list is open (TimeSelect.tsx), so the time tab
 * costs neither this code nor @floating-ui/react until someone opens the list.
 */
import { useFloating } from '@floating-ui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { POPUP_Z_INDEX } from './layout';
import { POPUP_PLACEMENT, popupMiddleware, throttledAutoUpdate } from './popupPosition';
import type { TimeSlot } from './timeSlots';

export interface TimeSelectPopupProps {
  /** The button the list is placed against. */
  reference: HTMLElement;
  onOpenChange(open: boolean): void;
  value: string;
  slots: readonly TimeSlot[];
  active: number;
  listLabel: string;
  optionId(index: number): string;
  onKeyDown(event: KeyboardEvent): void;
  onChoose(slot: TimeSlot): void;
}

export function TimeSelectPopup({
  reference,
  value,
  slots,
  active,
  listLabel,
  optionId,
  onKeyDown,
  onChoose,
}: TimeSelectPopupProps) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const { refs, floatingStyles, placement } = useFloating({
    open: true,
    elements: { reference },
    placement: POPUP_PLACEMENT,
    middleware: popupMiddleware(),
    whileElementsMounted: throttledAutoUpdate,
  });
  useEffect(() => listRef.current?.focus(), []);

  return (
    <ul
      ref={(element) => {
        listRef.current = element;
        refs.setFloating(element);
      }}
      role="listbox"
      aria-label={listLabel}
      tabIndex={0}
      aria-activedescendant={optionId(active)}
      className="pk-union__time-popup"
      style={{ ...floatingStyles, zIndex: POPUP_Z_INDEX }}
      data-placement={placement}
      onKeyDown={onKeyDown}
    >
      {slots.map((slot, index) => (
        <li
          key={slot.value}
          id={optionId(index)}
          role="option"
          aria-selected={slot.value === value}
          aria-disabled={slot.disabled || undefined}
          className={`pk-union__time-slot${index === active ? ' pk-union__time-slot--active' : ''}`}
          onClick={() => onChoose(slot)}
        >
          {slot.value}
        </li>
      ))}
    </ul>
  );
}
