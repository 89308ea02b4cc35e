import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodes } from '../../../../kernel/errors';
import { Router } from '../../../../kernel/navigation/Router';
import { ROUTER_DEFAULTS } from '../../../../kernel/navigation/routerOptions';
import type { RouteDefinition } from '../../../../kernel/navigation/routeTypes';
import { createHookCatalogue } from '../../../../kernel/hooks';
import { makeRouter } from './routerFixtures';

const routes: RouteDefinition[] = [
  { name: 'a', path: 'a' },
  { name: 'b', path: 'b' },
  { name: 'c', path: 'c' },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('router timings', () => {
  it('default to the finder timings: throttle 50 ms, loader debounce 100 ms, hook debounce 50 ms', () => {
    const { router } = makeRouter(routes, {});
    expect(router.options).toEqual({
      backForwardThrottleMs: 50,
      loaderDebounceMs: 100,
      hookDebounceMs: 50,
    });
    expect(ROUTER_DEFAULTS).toEqual(router.options);
  });

  it('reject a wrong timing at creation, saying what to use', () => {
    const make = (value: unknown) =>
      new Router({
        hooks: createHookCatalogue(),
        options: { loaderDebounceMs: value as number },
        reportError: () => {},
      });
    expect(() => make(-1)).toThrow(
      'router.loaderDebounceMs -1 is not valid: use a number of milliseconds, 0 or more (default 100)',
    );
    expect(() => make('100')).toThrow(/router.loaderDebounceMs 100 is not valid/);
    try {
      make(Number.NaN);
    } catch (error) {
      expect((error as { code: string }).code).toBe(ErrorCodes.OPTIONS_INVALID);
    }
  });

  it('back and forward move one step per throttle window', async () => {
    const { router } = makeRouter(routes, { backForwardThrottleMs: 50, hookDebounceMs: 0 });
    await router.push('/a');
    await router.push('/b');
    await router.push('/c');
    expect(await router.back()).toMatchObject({ status: 'done', location: { name: 'b' } });
    expect(await router.back()).toMatchObject({ status: 'throttled', location: { name: 'b' } });
    expect(await router.forward()).toMatchObject({ status: 'throttled' });
    vi.advanceTimersByTime(49);
    expect((await router.back()).status).toBe('throttled');
    vi.advanceTimersByTime(1);
    expect(await router.back()).toMatchObject({ status: 'done', location: { name: 'a' } });
  });

  it("a Back after the throttle window goes back even when the window's timer has not run yet (a busy page runs timers late)", async () => {
    const { router } = makeRouter(routes, { backForwardThrottleMs: 50, hookDebounceMs: 0 });
    await router.push('/a');
    await router.push('/b');
    await router.push('/c');
    expect(await router.back()).toMatchObject({ status: 'done', location: { name: 'b' } });
    // The clock moves, the window's timer does not run: the page was busy.
    vi.setSystemTime(Date.now() + 30);
    expect((await router.back()).status).toBe('throttled');
    vi.setSystemTime(Date.now() + 30);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    expect(await router.back()).toMatchObject({ status: 'done', location: { name: 'a' } });
    // The step taken opens a new window.
    expect((await router.forward()).status).toBe('throttled');
  });

  it("a navigation after a quiet window loads at once even when the window's timer has not run yet", async () => {
    const loadB = vi.fn(() => 'b data');
    const loadC = vi.fn(() => 'c data');
    const { router } = makeRouter(
      [
        { name: 'b', path: 'b', load: loadB },
        { name: 'c', path: 'c', load: loadC },
      ],
      { loaderDebounceMs: 100, hookDebounceMs: 0 },
    );
    await router.push('/b');
    vi.setSystemTime(Date.now() + 150);
    const toC = router.push('/c');
    // Loaded at once, not after another 100 ms.
    expect(loadC).toHaveBeenCalledTimes(1);
    expect(router.current?.name).toBe('c');
    await vi.advanceTimersByTimeAsync(100);
    expect(await toC).toMatchObject({ status: 'done', location: { name: 'c' } });
  });

  it('loaders start after the debounce; a navigation within it means the earlier loader never runs', async () => {
    const loadB = vi.fn(() => 'b data');
    const loadC = vi.fn(() => 'c data');
    const { router } = makeRouter(
      [
        { name: 'a', path: 'a' },
        { name: 'b', path: 'b', load: loadB },
        { name: 'c', path: 'c', load: loadC },
      ],
      { loaderDebounceMs: 100, hookDebounceMs: 0 },
    );
    await router.push('/a');
    const toB = router.push('/b');
    expect(router.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(60);
    const toC = router.push('/c');
    await vi.advanceTimersByTimeAsync(99);
    expect(loadC).not.toHaveBeenCalled();
    expect(router.current?.name).toBe('a');
    await vi.advanceTimersByTimeAsync(1);
    expect(await toB).toMatchObject({ status: 'superseded' });
    expect(await toC).toMatchObject({ status: 'done', location: { name: 'c' } });
    expect(loadB).not.toHaveBeenCalled();
    expect(loadC).toHaveBeenCalledTimes(1);
    expect(router.data()).toBe('c data');
    expect(router.loading).toBe(false);
  });

  it('a navigation after a quiet window loads at once (the leading edge); one close behind it waits', async () => {
    const loadB = vi.fn(() => 'b data');
    const loadC = vi.fn(() => 'c data');
    const { router } = makeRouter(
      [
        { name: 'b', path: 'b', load: loadB },
        { name: 'c', path: 'c', load: loadC },
      ],
      { loaderDebounceMs: 100, hookDebounceMs: 0 },
    );
    expect(await router.push('/b')).toMatchObject({ status: 'done', location: { name: 'b' } });
    expect(loadB).toHaveBeenCalledTimes(1);
    const toC = router.push('/c');
    await vi.advanceTimersByTimeAsync(99);
    expect(loadC).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await toC).toMatchObject({ status: 'done', location: { name: 'c' } });
    await vi.advanceTimersByTimeAsync(100);
    expect(await router.back()).toMatchObject({ status: 'done', location: { name: 'b' } });
    expect(loadB).toHaveBeenCalledTimes(2);
  });

  it('a route without loaders is not delayed by the loader debounce', async () => {
    const { router } = makeRouter(routes, { loaderDebounceMs: 100, hookDebounceMs: 0 });
    void router.push('/a');
    expect(router.current?.name).toBe('a');
  });

  it('route changes within the hook debounce reach onRouteChange once, from the first to the last', async () => {
    const { router, hooks } = makeRouter(routes, {
      hookDebounceMs: 50,
      loaderDebounceMs: 0,
      backForwardThrottleMs: 0,
    });
    const changes = vi.fn();
    hooks.onRouteChange.tap('spy', changes);
    await router.push('/a');
    await vi.advanceTimersByTimeAsync(50);
    expect(changes).toHaveBeenCalledTimes(1);
    await router.push('/b');
    await vi.advanceTimersByTimeAsync(30);
    await router.push('/c');
    await vi.advanceTimersByTimeAsync(49);
    expect(changes).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(changes.mock.calls[1][0]).toMatchObject({
      from: { name: 'a' },
      to: { name: 'c' },
      action: 'push',
    });
  });

  it('dispose drops a pending notification and a pending loader', async () => {
    const load = vi.fn();
    const { router, hooks } = makeRouter(
      [
        { name: 'a', path: 'a' },
        { name: 'b', path: 'b', load },
      ],
      {},
    );
    const changes = vi.fn();
    hooks.onRouteChange.tap('spy', changes);
    await router.push('/a');
    const toB = router.push('/b');
    router.dispose();
    await vi.runAllTimersAsync();
    expect(changes).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect((await toB).status).toBe('superseded');
  });
});
