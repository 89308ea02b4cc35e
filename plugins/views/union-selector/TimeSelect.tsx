/**
 * The time dropdown: a button naming the chosen time that opens the time-select panel, a listbox
 * of slots (WAI-ARIA APG select-only combobox pattern, simplified to button + listbox). Disabled
 * slots cannot be chosen. Up and Down move, Enter chooses, Esc closes the popup and returns focus
 * to the button; a click outside closes it too.
 */
import { useFloating } from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keyName } from '../shared/keyboard';
import { POPUP_Z_INDEX } from './layout';
import { POPUP_PLACEMENT, popupMiddleware, throttledAutoUpdate } from './popupPosition';
import { canChooseSlot, type TimeSlot } from './timeSlots';

export interface TimeSelectProps {
  value: string;
  slots: readonly TimeSlot[];
  /** Accessible name of the button ("Time") and of the popup ("Times"). */
  label: string;
  listLabel: string;
  onChange(value: string): void;
}

export function TimeSelect({ value, slots, label, listLabel, onChange }: TimeSelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      slots.findIndex((slot) => slot.value === value),
    ),
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const { refs, floatingStyles, placement } = useFloating({
    open,
    placement: POPUP_PLACEMENT,
    middleware: popupMiddleware(),
    whileElementsMounted: throttledAutoUpdate,
  });

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.focus();
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (slot: TimeSlot | undefined) => {
    if (!slot || !canChooseSlot(slots, slot.value)) return;
    onChange(slot.value);
    close();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const key = keyName(event);
    if (key === 'escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (key === 'down' || key === 'up') {
      event.preventDefault();
      const next = active + (key === 'down' ? 1 : -1);
      if (next >= 0 && next < slots.length) setActive(next);
    } else if (key === 'enter' || key === 'space') {
      event.preventDefault();
      choose(slots[active]);
    }
  };
  const optionId = (index: number) => `${id}-slot-${index}`;

  return (
    <div ref={rootRef} className="pk-union__time-select">
      <button
        ref={(element) => {
          buttonRef.current = element;
          refs.setReference(element);
        }}
        type="button"
        className="pk-union__time-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${value}`}
        onClick={() => setOpen(!open)}
      >
        {value}
      </button>
      {open && (
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
          onKeyDown={onListKeyDown}
        >
          {slots.map((slot, index) => (
            <li
              key={slot.value}
              id={optionId(index)}
              role="option"
              aria-selected={slot.value === value}
              aria-disabled={slot.disabled || undefined}
              className={`pk-union__time-slot${index === active ? ' pk-union__time-slot--active' : ''}`}
              onClick={() => choose(slot)}
            >
              {slot.value}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
