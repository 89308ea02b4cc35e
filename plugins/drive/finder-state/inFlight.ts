/**
 * The in-flight cache (finder.md section 9: 2000 ms by default): a call made again with the same
 * key within the delay of the first gets the first call's promise, so the team guard and the
 * team loader of one navigation, or two quick openings, ask the suite once. A failure is
 * forgotten at once, so the next try asks again.
 */
export const IN_FLIGHT_CACHE_MS = 2000;

export class InFlightCache {
  private readonly entries = new Map<string, { promise: Promise<unknown>; until: number }>();

  constructor(
    private readonly delayMs = IN_FLIGHT_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const at = this.now();
    const known = this.entries.get(key);
    if (known && known.until > at) return known.promise as Promise<T>;
    const promise = work();
    const entry = { promise, until: at + this.delayMs };
    this.entries.set(key, entry);
    promise.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return promise;
  }

  /** Forgets one key (after a change the next call must see), or everything. */
  forget(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
