/**
 * The search box's debounce: a value differing only in whitespace from the last one typed is no
 * change; any other value is passed on after `ms()` of quiet (options.searchDebounceMs, read at
 * each keystroke). Timers only, so fake timers drive it in tests.
 */
export class SearchBoxDebounce {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last value typed in the search box, trimmed. */
  private typed = '';
  /** The value waiting for its quiet, as typed. */
  private waiting = '';

  constructor(
    private readonly ms: () => number,
    private readonly fire: (value: string) => void,
  ) {}

  /** A keystroke: the trimmed value when it changed what is typed (the timer restarts), else null. */
  type(value: string): string | null {
    const trimmed = value.trim();
    if (trimmed === this.typed) return null;
    this.typed = trimmed;
    this.stop();
    this.waiting = value;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fire(value);
    }, this.ms());
    return trimmed;
  }

  /** The query was set (trimmed): typing it again is no change. */
  settle(trimmed: string): void {
    this.typed = trimmed;
  }

  /** Passes the value waiting for its quiet on now; false when none waits. */
  flush(): boolean {
    if (this.timer === null) return false;
    this.stop();
    this.fire(this.waiting);
    return true;
  }

  /** Drops the pending value, if any. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
