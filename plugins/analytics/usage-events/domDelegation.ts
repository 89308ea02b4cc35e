/**
 * Delegated DOM events: one listener per event type on the picker root reports clicks on elements
 * marked `data-pk-track="<name>"`, batched and sent after a delay (member-picker.md section 9).
 */
export const DELEGATED_EVENTS = ['click', 'touchend', 'contextmenu', 'dblclick'] as const;
export type DelegatedEventType = (typeof DELEGATED_EVENTS)[number];
/** Analytics delegate delay (ms). */
export const DELEGATE_DELAY_MS = 600;

export interface DelegatedEvent {
  type: DelegatedEventType;
  name: string;
  at: number;
}

export function attachDelegation(
  root: HTMLElement,
  flush: (events: DelegatedEvent[]) => void,
  delayMs = DELEGATE_DELAY_MS,
): () => void {
  let queue: DelegatedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const send = () => {
    timer = null;
    const batch = queue;
    queue = [];
    if (batch.length) flush(batch);
  };
  const listener = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const marked = target?.closest('[data-pk-track]');
    if (!marked || !root.contains(marked)) return;
    queue.push({
      type: event.type as DelegatedEventType,
      name: marked.getAttribute('data-pk-track') ?? '',
      at: Date.now(),
    });
    if (timer === null) timer = setTimeout(send, delayMs);
  };
  for (const type of DELEGATED_EVENTS) root.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of DELEGATED_EVENTS) root.removeEventListener(type, listener);
    if (timer !== null) clearTimeout(timer);
    send();
  };
}
