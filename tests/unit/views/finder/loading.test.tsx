// @vitest-environment jsdom
// The frame before its first view: the side menu and the file list show a skeleton after 200 ms
// and the loading text after 350 ms (finder.md sections 2 and 9), on fake timers.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadLanguages, type RequestClient } from '../../../../kernel';
import { createFinder, finderCatalogues, type FinderInstance } from '../../../../presets/finder';
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

// The texts and date locale of en are in, as a host that preloads them has them: the frame's
// first render does not wait for them (the stages below are timed from that render).
beforeAll(() => preloadLanguages(finderCatalogues, ['en']));

let finder: FinderInstance | null = null;
afterEach(() => {
  finder?.dispose();
  finder = null;
  vi.useRealTimers();
});

function renderUnloaded(first: 'landing' | 'search' = 'landing') {
  vi.useFakeTimers();
  finder = createFinder({ client: silentClient, language: 'en', storage: null });
  if (first === 'landing') void finder.start();
  else void finder.kernel.router.navigate({ name: 'Search', params: { keyword: 'plan' } });
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

  it('on the way to search results the list says "Searching..."', () => {
    renderUnloaded('search');
    const list = document.querySelector('.pk-finder-main [data-loading]') as HTMLElement;
    act(() => vi.advanceTimersByTime(350));
    expect(within(list).getByText('Searching...')).toBeInTheDocument();
    expect(within(list).queryByText('Loading…')).toBeNull();
  });
});
