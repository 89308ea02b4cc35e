/**
 * Delegated DOM events: one listener per event type on the picker root reports what was clicked,
 * touched, right-clicked or double-clicked, batched and sent after a delay (member-picker.md
 * section 9). The reported name is the element's `data-pk-track` when a view marks it, otherwise
 * the role (or tag) of the nearest interactive element and its last (most specific) `pk-` class, e.g.
 * `button.pk-selected__clear` or `option`. Never text: names of people stay in the page.
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

/** What counts as the target of a delegated event when no element is marked. */
const INTERACTIVE =
  'button, a[href], input, select, textarea, [role="button"], [role="option"], [role="treeitem"], [role="tab"], [role="checkbox"], [role="menuitem"], [role="link"]';

/** The name an event on `target` is reported under, or null when nothing interactive was hit. */
export function trackedName(target: Element, root: Element): string | null {
  const marked = target.closest('[data-pk-track]');
  if (marked && root.contains(marked)) return marked.getAttribute('data-pk-track') ?? '';
  const control = target.closest(INTERACTIVE);
  if (!control || !root.contains(control)) return null;
  const kind = control.getAttribute('role') ?? control.tagName.toLowerCase();
  const pkClass = [...control.classList].filter((name) => name.startsWith('pk-')).pop();
  return pkClass ? `${kind}.${pkClass}` : kind;
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
    const name = target ? trackedName(target, root) : null;
    if (name === null) return;
    queue.push({ type: event.type as DelegatedEventType, name, at: Date.now() });
    if (timer === null) timer = setTimeout(send, delayMs);
  };
  for (const type of DELEGATED_EVENTS) root.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of DELEGATED_EVENTS) root.removeEventListener(type, listener);
    if (timer !== null) clearTimeout(timer);
    send();
  };
}
