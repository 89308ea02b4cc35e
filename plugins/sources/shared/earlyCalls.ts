/**
 * Calls asked before the load that needs them: while a product's init runs, the opening tab's
 * calls whose parameters read nothing init loads leave beside init's own, and the tab's load,
 * once init is in, takes each answer instead of asking again (one round trip less on open).
 *
 * - While recording (from `start()` to `seal()`), a call made through a scope holding this
 *   object is sent and kept under its key (method, service, path, parameters, base URL).
 * - After `seal()`, a call with the same key takes the kept answer, once: a retry or a refresh
 *   asks the suite again. A failure reaches the load that takes it (its error state and retry),
 *   never a second request. When the taker's signal aborts (a load started again at once, as
 *   after a defaultTab switch in init), the call is kept again for the next taker.
 * - What no load takes is dropped (and aborted when still pending) a moment after `seal()`, on
 *   `drop()` and when a new init starts recording again; the kernel's dispose calls `drop()`.
 */
import type { HttpMethod, ServiceName } from '../../../kernel';

/** How long answers asked ahead wait for the load that takes them, after init is in. */
export const EARLY_CALLS_KEPT_MS = 2000;

interface Kept {
  promise: Promise<unknown>;
  controller: AbortController;
}

/** The key of a call: the same call made later by the load has the same key. */
export function callKey(
  method: HttpMethod,
  service: ServiceName,
  path: string,
  params: unknown,
  data: unknown,
  baseURL: string | undefined,
): string {
  return JSON.stringify([method, service, baseURL ?? null, path, params ?? null, data ?? null]);
}

export class EarlyCalls {
  private readonly kept = new Map<string, Kept>();
  private recording = false;
  /** From start() to drop(): calls given back by an aborted taker are kept again. */
  private keeping = false;
  private dropTimer: ReturnType<typeof setTimeout> | undefined;

  /** Starts keeping the calls made through this object (what an earlier init kept is dropped). */
  start(): void {
    this.drop();
    this.recording = true;
    this.keeping = true;
  }

  /** Init is in: the kept answers wait for the loads that follow, then are dropped. */
  seal(): void {
    if (!this.recording) return;
    this.recording = false;
    if (this.kept.size === 0) {
      this.keeping = false;
      return;
    }
    this.dropTimer = setTimeout(() => this.drop(), EARLY_CALLS_KEPT_MS);
  }

  /** Forgets (and aborts) every kept call no load took. */
  drop(): void {
    if (this.dropTimer !== undefined) clearTimeout(this.dropTimer);
    this.dropTimer = undefined;
    this.recording = false;
    this.keeping = false;
    for (const entry of this.kept.values()) entry.controller.abort();
    this.kept.clear();
  }

  /**
   * A call: while recording, sent with a signal of its own and kept under `key()`; after, the
   * kept answer for that key (once), else sent with the caller's `signal`.
   */
  share<T>(
    key: () => string,
    send: (signal: AbortSignal | undefined) => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    if (this.recording) {
      const controller = new AbortController();
      const promise = send(controller.signal);
      // Handled by the load that takes it; one never taken stays quiet.
      promise.catch(() => undefined);
      this.kept.set(key(), { promise, controller });
      return promise;
    }
    if (this.kept.size === 0) return send(signal);
    const name = key();
    const entry = this.kept.get(name);
    if (!entry || signal?.aborted) return send(signal);
    this.kept.delete(name);
    signal?.addEventListener('abort', () => this.giveBack(name, entry), { once: true });
    return entry.promise as Promise<T>;
  }

  /** An aborted taker's call: kept for the next taker while calls are kept, else aborted. */
  private giveBack(name: string, entry: Kept): void {
    if (this.keeping && !this.kept.has(name)) this.kept.set(name, entry);
    else entry.controller.abort();
  }
}
