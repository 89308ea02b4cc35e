/**
 * hookTiming(): intercepts every kernel hook and records each call and each tap's duration.
 * It only observes: tap results and errors pass through unchanged.
 */
import type { Plugin, PickerKernel } from '../../../kernel';
import { interceptAll } from '../../../kernel';
import { HookTrace } from './HookTrace';

export interface HookTimingOptions {
  /** Where entries go (default: a new trace of the latest 500). */
  trace?: HookTrace;
  /** A clock in milliseconds (default performance.now). */
  now?: () => number;
}

interface TimedTap {
  name: string;
  type: 'sync' | 'async' | 'promise';
  fn: (...args: unknown[]) => unknown;
}

export const HOOK_TIMING_PLUGIN = 'hook-timing';

/** Traces of the kernels a hookTiming plugin is applied to. */
const traces = new WeakMap<PickerKernel, HookTrace>();

export function getHookTrace(kernel: PickerKernel): HookTrace | undefined {
  return traces.get(kernel);
}

export function hookTiming(options: HookTimingOptions = {}): Plugin & { trace: HookTrace } {
  const trace = options.trace ?? new HookTrace();
  const now = options.now ?? (() => performance.now());

  const time = (hook: string, tap: TimedTap): TimedTap => {
    const original = tap.fn;
    const finish = (startedAt: number, failed: boolean) =>
      trace.record({ hook, tap: tap.name, startedAt, durationMs: now() - startedAt, failed });
    if (tap.type === 'promise') {
      tap.fn = (...args: unknown[]) => {
        const startedAt = now();
        let pending: Promise<unknown>;
        try {
          pending = Promise.resolve(original(...args));
        } catch (error) {
          finish(startedAt, true);
          throw error;
        }
        return pending.then(
          (value) => {
            finish(startedAt, false);
            return value;
          },
          (error: unknown) => {
            finish(startedAt, true);
            throw error;
          },
        );
      };
    } else if (tap.type === 'async') {
      tap.fn = (...args: unknown[]) => {
        const startedAt = now();
        const callback = args[args.length - 1] as (error?: unknown, result?: unknown) => void;
        return original(...args.slice(0, -1), (error?: unknown, result?: unknown) => {
          finish(startedAt, Boolean(error));
          callback(error, result);
        });
      };
    } else {
      tap.fn = (...args: unknown[]) => {
        const startedAt = now();
        let failed = true;
        try {
          const value = original(...args);
          failed = false;
          return value;
        } finally {
          finish(startedAt, failed);
        }
      };
    }
    return tap;
  };

  return {
    name: HOOK_TIMING_PLUGIN,
    trace,
    apply(kernel) {
      traces.set(kernel, trace);
      interceptAll(kernel.hooks, (hook) => ({
        name: HOOK_TIMING_PLUGIN,
        call: () => trace.countCall(hook),
        register: (tap: TimedTap) => time(hook, tap),
      }));
      return () => traces.delete(kernel);
    },
  };
}
