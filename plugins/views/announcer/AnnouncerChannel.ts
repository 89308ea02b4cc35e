/**
 * Carries worded announcements from the plugin's tap on `onAnnounce` to the live region that is
 * mounted (none, one, or one per shell of the kernel). No React state: the region writes its own
 * text, so nothing re-renders for an announcement.
 *
 * An announcement made while no region is mounted (the first list failing while the picker's
 * views still wait for their language's texts, say) is kept, the last one only, and said to the
 * first region that registers, a moment after it is in the page: a screen reader speaks changes
 * of a region it already knows, not the text a new region starts with.
 */
export type AnnouncementListener = (text: string) => void;

/** How long a new region is in the page before it is handed what it missed. */
export const MISSED_ANNOUNCEMENT_DELAY_MS = 150;

export class AnnouncerChannel {
  private readonly listeners = new Set<AnnouncementListener>();
  private missed: string | null = null;

  /** Registers a live region; the returned function unregisters it. */
  listen(listener: AnnouncementListener): () => void {
    this.listeners.add(listener);
    const missed = this.missed;
    this.missed = null;
    const timer =
      missed === null
        ? undefined
        : setTimeout(() => {
            if (this.listeners.has(listener)) listener(missed);
          }, MISSED_ANNOUNCEMENT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      this.listeners.delete(listener);
    };
  }

  say(text: string): void {
    if (text === '') return;
    if (this.listeners.size === 0) {
      this.missed = text;
      return;
    }
    for (const listener of this.listeners) listener(text);
  }
}
