/**
 * The time dropdown: a button naming the chosen time that opens the time-select panel, a listbox
 * of slots (WAI-ARIA APG select-only combobox pattern, simplified to button + listbox). Disabled
 * slots cannot be chosen. Up and Down move, Enter chooses, Esc closes the popup and returns focus
 * to the button; a click outside closes it too. The open list and its positioning are a chunk of
 * their own (TimeSelectPopup), fetched when a pointer enters the button, the button takes focus,
 * or the list opens.
 */
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lazyLayer } from '../components/shared/lazyLayer';
import { keyName } from '../shared/keyboard';
import type { TimeSelectPopupProps } from './TimeSelectPopup';
import { canChooseSlot, type TimeSlot } from './timeSlots';

const { Layer: TimeSelectPopup, preload: preloadPopup } = lazyLayer<TimeSelectPopupProps>(
  () => import('./TimeSelectPopup').then((module) => module.TimeSelectPopup),
  'the time list',
);

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
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return undefined;
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
          setButton(element);
        }}
        type="button"
        className="pk-union__time-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${value}`}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
      >
        {value}
      </button>
      {open && button && (
        <Suspense fallback={null}>
          <TimeSelectPopup
            reference={button}
            onOpenChange={setOpen}
            value={value}
            slots={slots}
            active={active}
            listLabel={listLabel}
            optionId={optionId}
            onKeyDown={onListKeyDown}
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
}
