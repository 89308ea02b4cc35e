/**
 * The router's timing rules, on timers only (no clock reads), so fake timers drive them in tests.
 */
import { CancelledError } from '../errors';

/** Lets one call through, then none until `ms` have passed. 0 lets every call through. */
export class ThrottleGate {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ms: number) {}

  pass(): boolean {
    if (this.ms <= 0) return true;
    if (this.timer !== null) return false;
    this.timer = setTimeout(() => {
      this.timer = null;
    }, this.ms);
    return true;
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * The leading edge of a debounce: `enter()` says whether the window before it was quiet (no other
 * call within `ms`), and opens a new window either way. 0: every call is quiet.
 */
export class QuietGate {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ms: number) {}

  enter(): boolean {
    if (this.ms <= 0) return true;
    const quiet = this.timer === null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
    }, this.ms);
    return quiet;
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * Calls `fire` with the first and last values given within `ms` of quiet: a burst of changes is
 * reported once, from where it started to where it ended. 0 calls at once.
 */
export class Coalescer<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private first: T | null = null;
  private last: T | null = null;

  constructor(
    private readonly ms: number,
    private readonly fire: (first: T, last: T) => void,
  ) {}

  push(value: T): void {
    if (this.ms <= 0) {
      this.fire(value, value);
      return;
    }
    this.first ??= value;
    this.last = value;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.ms);
  }

  private flush(): void {
    const { first, last } = this;
    this.timer = null;
    this.first = null;
    this.last = null;
    if (first !== null && last !== null) this.fire(first, last);
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.first = null;
    this.last = null;
  }
}

/** Resolves after `ms`, or rejects with a CancelledError as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new CancelledError('navigation superseded'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(new CancelledError('navigation superseded'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
