/**
 * Carries worded announcements from the plugin's tap on `onAnnounce` to the live region that is
 * mounted (none, one, or one per shell of the kernel). No React state: the region writes its own
 * text, so nothing re-renders for an announcement.
 */
export type AnnouncementListener = (text: string) => void;

export class AnnouncerChannel {
  private readonly listeners = new Set<AnnouncementListener>();

  /** Registers a live region; the returned function unregisters it. */
  listen(listener: AnnouncementListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  say(text: string): void {
    if (text === '') return;
    for (const listener of this.listeners) listener(text);
  }
}
