// @vitest-environment jsdom
// afterNextPaint: after the frame that paints, once; on a timer where no frame comes (a page in a
// background tab); never after it was cancelled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../kernel/afterNextPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs in the task after the next frame, once', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    // The task queued from the frame callback (fake timers give it a delay of 1 ms).
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on a timer when no frame comes (a hidden page)', () => {
    vi.useFakeTimers();
    // Frame callbacks that never run, as in a background tab.
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('still runs on its timer when the page is torn down first (as a test runner does)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const run = vi.fn();
    afterNextPaint(run);
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.stubGlobal('cancelAnimationFrame', undefined);
    expect(() => vi.advanceTimersByTime(110)).not.toThrow();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint without frames (Node)', () => {
  it('runs in the next task: there is nothing to paint', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
