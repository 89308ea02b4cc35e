// @vitest-environment jsdom
// The frame before its first view: the side menu and the file list show a skeleton after 200 ms
// and the loading text after 350 ms (finder.md sections 2 and 9), on fake timers.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestClient } from '../../../../kernel';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { FinderFrame, FinderProvider } from '../../../../plugins/views/finder-frame';

/** A suite that never answers: the view stays unloaded. */
const never = () => new Promise<never>(() => undefined);
const silentClient: RequestClient = {
  request: never,
  get: never,
  post: never,
  put: never,
  delete: never,
};

let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
  vi.useRealTimers();
});

function renderUnloaded() {
  vi.useFakeTimers();
  finder = createFinder({ client: silentClient, language: 'en', storage: null });
  void finder.start();
  render(
    <FinderProvider store={finder.store}>
      <FinderFrame onCommit={() => undefined} onCancel={() => undefined} />
    </FinderProvider>,
  );
  return screen.getByRole('navigation', { name: 'Locations' });
}

describe('finder frame before its first view', () => {
  it('shows the side menu skeleton after 200 ms and the loading text after 350 ms', () => {
    const side = renderUnloaded();
    expect(finder!.kernel.router.current).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(within(side).queryByRole('status')).toBeNull();
    expect(within(side).queryByText('Loading…')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(side).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(within(side).queryByText('Loading…')).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(within(side).getByText('Loading…')).toBeInTheDocument();
    // No menu entry is offered before the user and the tabs are known.
    expect(within(side).queryByRole('button')).toBeNull();
  });

  it('the file list area shows the same stages', () => {
    renderUnloaded();
    const list = document.querySelector('.pk-finder-main [data-loading]') as HTMLElement;
    expect(list).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(within(list).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(within(list).getByText('Loading…')).toBeInTheDocument();
  });
});
