/**
 * The router's timing rules. A window closes with a timer and, while its timer has not run, the
 * clock says whether it is over: on a busy page a timer runs late, after a click that came when
 * the window was long over (the browser handles input before overdue timers), and that click
 * must not be taken for one inside the window. Fake timers drive both (they fake Date too).
 */
import { CancelledError } from '../errors';

/** The clock the windows are read on. */
export type Clock = () => number;
const systemClock: Clock = () => Date.now();

/** A window of `ms` from its last opening: over once its timer ran or the clock says so. */
class TimedWindow {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private openedAt = 0;

  constructor(
    private readonly ms: number,
    private readonly now: Clock,
  ) {}

  get open(): boolean {
    if (this.timer === null) return false;
    const elapsed = this.now() - this.openedAt;
    // A clock that went back (the system time changed) is not trusted: the timer decides.
    return elapsed < 0 || elapsed < this.ms;
  }

  /** Opens the window afresh (a window still open is extended). */
  restart(): void {
    this.dispose();
    this.openedAt = this.now();
    this.timer = setTimeout(() => {
      this.timer = null;
    }, this.ms);
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Lets one call through, then none until `ms` have passed. 0 lets every call through. */
export class ThrottleGate {
  private readonly window: TimedWindow;

  constructor(
    private readonly ms: number,
    now: Clock = systemClock,
  ) {
    this.window = new TimedWindow(ms, now);
  }

  pass(): boolean {
    if (this.ms <= 0) return true;
    if (this.window.open) return false;
    this.window.restart();
    return true;
  }

  dispose(): void {
    this.window.dispose();
  }
}

/**
 * The leading edge of a debounce: `enter()` says whether the window before it was quiet (no other
 * call within `ms`), and opens a new window either way. 0: every call is quiet.
 */
export class QuietGate {
  private readonly window: TimedWindow;

  constructor(
    private readonly ms: number,
    now: Clock = systemClock,
  ) {
    this.window = new TimedWindow(ms, now);
  }

  enter(): boolean {
    if (this.ms <= 0) return true;
    const quiet = !this.window.open;
    this.window.restart();
    return quiet;
  }

  dispose(): void {
    this.window.dispose();
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
