// @vitest-environment jsdom
/**
 * useDelayedFlag (a skeleton or loading text a fast answer never shows): on only once `on` held
 * for the delay, at once with no delay; and turning `on` off renders nothing more than the change
 * itself, so a list whose first page arrives renders once in that task.
 */
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../../plugins/views/shared/useDelayedFlag';

function Flag({ on, delay }: { on: boolean; delay: number }) {
  return <span>{useDelayedFlag(on, delay) ? 'shown' : 'hidden'}</span>;
}

function counted(on: boolean, delay: number) {
  const renders = { count: 0 };
  const tree = (value: boolean) => (
    <Profiler id="flag" onRender={() => (renders.count += 1)}>
      <Flag on={value} delay={delay} />
    </Profiler>
  );
  const view = render(tree(on));
  return { renders, view, set: (value: boolean) => view.rerender(tree(value)) };
}

describe('useDelayedFlag', () => {
  afterEach(() => vi.useRealTimers());

  it('with no delay follows `on`, one render per change', () => {
    const { renders, view, set } = counted(true, 0);
    expect(view.container.textContent).toBe('shown');
    expect(renders.count).toBe(1);
    set(false);
    expect(view.container.textContent).toBe('hidden');
    expect(renders.count).toBe(2);
    set(true);
    expect(view.container.textContent).toBe('shown');
    expect(renders.count).toBe(3);
  });

  it('turns on after the delay, and an answer before it renders only its own change', () => {
    vi.useFakeTimers();
    const { renders, view, set } = counted(true, 200);
    expect(view.container.textContent).toBe('hidden');
    act(() => vi.advanceTimersByTime(150));
    set(false);
    expect(renders.count).toBe(2);
    act(() => vi.advanceTimersByTime(500));
    expect(view.container.textContent).toBe('hidden');
    expect(renders.count).toBe(2);
  });

  it('a flag that was shown is reset, so the next wait starts hidden again', () => {
    vi.useFakeTimers();
    const { view, set } = counted(true, 200);
    act(() => vi.advanceTimersByTime(200));
    expect(view.container.textContent).toBe('shown');
    set(false);
    expect(view.container.textContent).toBe('hidden');
    set(true);
    expect(view.container.textContent).toBe('hidden');
    act(() => vi.advanceTimersByTime(200));
    expect(view.container.textContent).toBe('shown');
  });
});
