/**
 * The router's in-memory history: a stack of committed locations and the index of the current
 * one, observable so that back and forward buttons follow it.
 *
 * Written here rather than taken from a library: the maintained memory history
 * (@tanstack/history's createMemoryHistory) cannot drop an entry from the middle of its stack and
 * does not say whether a forward entry exists, and both are what transient entries need. A
 * transient entry (a search, a password form) is removed as soon as the user leaves it, whichever
 * way: a push replaces it, and back or forward delete it from the stack.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import type { RouteLocation } from './routeTypes';

export class MemoryHistory {
  entries: readonly RouteLocation[] = [];
  index = -1;

  constructor() {
    makeObservable(this, {
      entries: observableRef,
      index: observable,
      current: computed,
      canGoBack: computed,
      canGoForward: computed,
      push: action,
      replace: action,
      moveTo: action,
      reset: action,
    });
  }

  get current(): RouteLocation | null {
    return this.entries[this.index] ?? null;
  }

  get canGoBack(): boolean {
    return this.index > 0;
  }

  get canGoForward(): boolean {
    return this.index < this.entries.length - 1;
  }

  /** The entry `delta` steps from the current one, if any. */
  peek(delta: number): RouteLocation | null {
    const at = this.index + delta;
    return at >= 0 && at < this.entries.length ? this.entries[at] : null;
  }

  /** A new entry after the current one; forward entries are dropped, a transient current too. */
  push(location: RouteLocation): void {
    if (this.current?.transient) {
      this.replace(location);
      return;
    }
    this.entries = [...this.entries.slice(0, this.index + 1), location];
    this.index = this.entries.length - 1;
  }

  /** The current entry becomes `location` (the first entry when there is none). */
  replace(location: RouteLocation): void {
    if (this.index < 0) {
      this.entries = [location];
      this.index = 0;
      return;
    }
    const next = [...this.entries];
    next[this.index] = location;
    this.entries = next;
  }

  /**
   * Moves `delta` steps (back is negative) and, when given, puts `location` in the entry reached
   * (a redirect while going back). A transient entry left this way is removed.
   */
  moveTo(delta: number, location?: RouteLocation): void {
    let target = this.index + delta;
    if (target < 0 || target >= this.entries.length) return;
    const next = [...this.entries];
    if (delta !== 0 && this.current?.transient) {
      next.splice(this.index, 1);
      if (target > this.index) target -= 1;
    }
    if (location) next[target] = location;
    this.entries = next;
    this.index = target;
  }

  reset(): void {
    this.entries = [];
    this.index = -1;
  }
}
