// @vitest-environment jsdom
/**
 * usePreparedTabs hands the sidebar one `enter` and `leave` for the shell's life (the sidebar,
 * memoised, then does not render again with each search answer or pick), and a tab rested on is
 * still prepared with the latest render's `prepare`.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PREPARE_DELAY_MS,
  usePreparedTabs,
} from '../../../../plugins/views/union-selector/TabPanes';

describe('usePreparedTabs', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the same enter and leave across renders and prepares with the latest prepare', async () => {
    vi.useFakeTimers();
    const first = vi.fn(async () => true);
    const latest = vi.fn(async () => true);
    const { result, rerender } = renderHook(({ prepare }) => usePreparedTabs(prepare), {
      initialProps: { prepare: first },
    });
    const { enter, leave } = result.current;
    rerender({ prepare: latest });
    expect(result.current.enter).toBe(enter);
    expect(result.current.leave).toBe(leave);
    act(() => result.current.enter('contact'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS);
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('contact');
    expect(result.current.prepared).toEqual(['contact']);
  });

  it('does not prepare a tab the pointer left before the delay', async () => {
    vi.useFakeTimers();
    const prepare = vi.fn(async () => true);
    const { result } = renderHook(() => usePreparedTabs(prepare));
    act(() => result.current.enter('group'));
    act(() => result.current.leave());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS * 2);
    });
    expect(prepare).not.toHaveBeenCalled();
    expect(result.current.prepared).toEqual([]);
  });
});
