/**
 * The check status of each key an observer reads (the rows in view), as its own computed value.
 * Every committed change of the selection makes them all re-evaluate (a few dozen, whatever the
 * org's size), but an observer re-renders only when its key's status changed: ticking one person
 * re-renders that row and the panel, not every row in view. A cell is kept while observed and
 * dropped when its row goes; a read outside any observer computes and keeps nothing.
 */
import { computed, onBecomeObserved, onBecomeUnobserved, type IComputedValue } from 'mobx';

export class StatusCells<Status> {
  private readonly cells = new Map<string, IComputedValue<Status>>();
  private readonly compute: (key: string) => Status;

  constructor(compute: (key: string) => Status) {
    this.compute = compute;
  }

  get(key: string): Status {
    const kept = this.cells.get(key);
    if (kept) return kept.get();
    const cell = computed(() => this.compute(key));
    onBecomeObserved(cell, () => this.cells.set(key, cell));
    onBecomeUnobserved(cell, () => {
      if (this.cells.get(key) === cell) this.cells.delete(key);
    });
    return cell.get();
  }

  /** Cells kept now (the keys observed). */
  get size(): number {
    return this.cells.size;
  }
}
