// @vitest-environment jsdom
// whenIdleAfterPaint: after the next paint, then when the page is idle; after the paint alone
// where there is no idle callback; never once cancelled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS, whenIdleAfterPaint } from '../../../kernel/whenIdleAfterPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An idle callback the test fires by hand; records the timeout asked. */
function stubIdle() {
  const waiting: Array<() => void> = [];
  const timeouts: Array<number | undefined> = [];
  const cancelled: number[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    waiting.push(callback);
    timeouts.push(options?.timeout);
    return waiting.length;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  return { waiting, timeouts, cancelled };
}

describe('whenIdleAfterPaint', () => {
  it('asks for an idle period once the frame is painted, and runs in it', () => {
    vi.useFakeTimers();
    const idle = stubIdle();
    const run = vi.fn();
    whenIdleAfterPaint(run);
    expect(idle.waiting).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(idle.waiting).toHaveLength(1);
    expect(idle.timeouts).toEqual([IDLE_WAIT_MS]);
    expect(run).not.toHaveBeenCalled();
    idle.waiting[0]();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the paint or before the idle period, it never runs', () => {
    vi.useFakeTimers();
    const idle = stubIdle();
    const early = vi.fn();
    whenIdleAfterPaint(early)();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(idle.waiting).toHaveLength(0);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = whenIdleAfterPaint(late);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    cancel();
    expect(idle.cancelled).toEqual([1]);
  });

  it('a cancel after the page was torn down (as a test runner does) throws nothing', () => {
    vi.useFakeTimers();
    const idle = stubIdle();
    const cancel = whenIdleAfterPaint(vi.fn());
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(idle.waiting).toHaveLength(1);
    vi.stubGlobal('cancelIdleCallback', undefined);
    expect(cancel).not.toThrow();
    expect(idle.cancelled).toEqual([1]);
  });

  it('runs after the paint where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdleAfterPaint(run);
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
