/**
 * Positions in a list, collected in order and kept as runs of neighbours, so the items at them come
 * out by slicing (a memory copy) rather than one push each: a select-all of 100k people adds them
 * in a handful of runs, and growing an array by push costs more than everything else it does.
 */

/** Slices joined per concat call (concat takes them as arguments). */
const PARTS_PER_JOIN = 4096;

export class ListRuns {
  /** Start and end (exclusive) of each run, in the order collected. */
  private bounds: number[] = [];

  get empty(): boolean {
    return this.bounds.length === 0;
  }

  add(index: number, count = 1): void {
    const last = this.bounds.length - 1;
    if (last > 0 && this.bounds[last] === index) this.bounds[last] = index + count;
    else this.bounds.push(index, index + count);
  }

  /** The items at the collected positions, in the order collected; the runs start over empty. */
  take<T>(items: readonly T[]): T[] {
    const bounds = this.bounds;
    this.bounds = [];
    if (bounds.length === 2) return items.slice(bounds[0], bounds[1]);
    const parts: T[][] = [];
    for (let run = 0; run < bounds.length; run += 2) {
      parts.push(items.slice(bounds[run], bounds[run + 1]));
    }
    let joined: T[] = [];
    for (let part = 0; part < parts.length; part += PARTS_PER_JOIN) {
      joined = joined.concat(...parts.slice(part, part + PARTS_PER_JOIN));
    }
    return joined;
  }
}
