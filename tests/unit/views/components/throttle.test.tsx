// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledCallback } from '../../../../plugins/views/components';

describe('useThrottledCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and drops calls within 600 ms (leading edge only)', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn, 600));
    result.current('a');
    result.current('b');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    act(() => vi.advanceTimersByTime(599));
    result.current('c');
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    // nothing was deferred: the dropped calls never run
    expect(fn).toHaveBeenCalledTimes(1);
    result.current('d');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('d');
  });

  it('defaults to 600 ms', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(fn));
    result.current();
    act(() => vi.advanceTimersByTime(500));
    result.current();
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(100));
    result.current();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('calls the latest function and keeps its identity across renders', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledCallback(fn), {
      initialProps: { fn: first },
    });
    const stable = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(stable);
    result.current();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('throttles a click handler', () => {
    const onClick = vi.fn();
    function Clicker() {
      const click = useThrottledCallback(onClick);
      return (
        <button type="button" onClick={() => click()}>
          go
        </button>
      );
    }
    render(<Clicker />);
    const button = screen.getByRole('button', { name: 'go' });
    button.click();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(600));
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
