/**
 * The live trace of hook activity: the latest calls (a bounded ring) and totals per hook.
 * Observable so the sandbox's hook inspector re-renders as it grows.
 */
import { action, makeObservable } from 'mobx';
import { observableRef, observableShallow } from '../../../kernel';

export interface HookTraceEntry {
  /** Increasing sequence number. */
  seq: number;
  hook: string;
  /** The tap (plugin) that ran, or '' for the call of the hook itself. */
  tap: string;
  durationMs: number;
  /** performance.now() when it started. */
  startedAt: number;
  failed: boolean;
}

export interface HookTotals {
  calls: number;
  taps: number;
  totalMs: number;
  maxMs: number;
}

export const DEFAULT_TRACE_LIMIT = 500;

export class HookTrace {
  entries: HookTraceEntry[] = [];
  totals = new Map<string, HookTotals>();
  private seq = 0;
  private readonly limit: number;

  constructor(limit = DEFAULT_TRACE_LIMIT) {
    this.limit = limit;
    makeObservable<HookTrace, 'push'>(this, {
      entries: observableRef,
      totals: observableShallow,
      record: action,
      countCall: action,
      clear: action,
      push: action,
    });
  }

  countCall(hook: string): void {
    const totals = { ...this.totalsOf(hook) };
    totals.calls += 1;
    this.totals.set(hook, totals);
  }

  record(entry: Omit<HookTraceEntry, 'seq'>): void {
    const totals = { ...this.totalsOf(entry.hook) };
    totals.taps += 1;
    totals.totalMs += entry.durationMs;
    totals.maxMs = Math.max(totals.maxMs, entry.durationMs);
    this.totals.set(entry.hook, totals);
    this.push({ ...entry, seq: ++this.seq });
  }

  clear(): void {
    this.entries = [];
    this.totals.clear();
  }

  private push(entry: HookTraceEntry): void {
    const next = this.entries.length >= this.limit ? this.entries.slice(1) : this.entries.slice();
    next.push(entry);
    this.entries = next;
  }

  private totalsOf(hook: string): HookTotals {
    return this.totals.get(hook) ?? { calls: 0, taps: 0, totalMs: 0, maxMs: 0 };
  }
}
