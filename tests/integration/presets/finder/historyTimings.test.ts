// The finder's history rules and debounces on fake timers (finder.md sections 2 and 9): back and
// forward throttled 50 ms, route loaders debounced 100 ms, route hooks (the remembered location)
// debounced 50 ms, Search and UnlockSecret leaving the back-history, re-choosing the active side
// entry replacing the route with a timestamp query, a navigation without a path warning.
// The landing loads on real timers; the rules run on fake ones (the fake suite's answers still
// arrive through real I/O, let through by `settle`).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient } from '../../../../kernel/request';
import { createFinder, type FinderInstance } from '../../../../presets/finder';
import { readSavedPath } from '../../../../plugins/drive/finder-state/memory';
import { chooseTab, search } from '../../../../plugins/drive/finder-state/navigation';
import { useFakeSuite } from '../../../support/fakeSuite';
import { memoryStorage } from '../../../support/memoryStorage';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
let finder: FinderInstance | null = null;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  finder?.dispose();
  finder = null;
});

/** Lands on real timers, waits out the landing's route-hook debounce, then fakes the timers. */
async function landed(): Promise<FinderInstance> {
  suite.setDefaultUser('personal');
  finder = createFinder({
    client: createRequestClient({ services: suite.urls }),
    storage: memoryStorage(),
  });
  await finder.start();
  await new Promise((resolve) => setTimeout(resolve, 80));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  return finder;
}

/** Advances fake time in steps, letting the suite's answers in, until the router is idle. */
async function settle(f: FinderInstance, stepMs = 10): Promise<void> {
  for (let i = 0; i < 300 && f.kernel.router.loading; i++) {
    await vi.advanceTimersByTimeAsync(stepMs);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  expect(f.kernel.router.loading).toBe(false);
}

async function go(
  f: FinderInstance,
  target: Parameters<FinderInstance['kernel']['router']['navigate']>[0],
) {
  const done = f.kernel.router.navigate(target);
  await settle(f);
  return done;
}

const calls = (path: string) => suite.recorded.requests.filter((r) => r.path === path).length;
const routeName = (f: FinderInstance) => f.kernel.router.current?.name;

describe('finder history rules on fake timers', () => {
  it('back and forward move one step per 50 ms', async () => {
    const f = await landed();
    await go(f, { name: 'Star' });
    await go(f, { name: 'Latest' });
    await vi.advanceTimersByTimeAsync(50);
    const first = f.kernel.router.back();
    expect((await f.kernel.router.back()).status).toBe('throttled');
    await vi.advanceTimersByTimeAsync(49);
    expect((await f.kernel.router.back()).status).toBe('throttled');
    await settle(f);
    expect((await first).status).toBe('done');
    expect(routeName(f)).toBe('Star');
    await vi.advanceTimersByTimeAsync(50);
    const again = f.kernel.router.back();
    await settle(f);
    expect((await again).status).toBe('done');
    expect(routeName(f)).toBe('TeamFiles');
  });

  it('a navigation after a quiet moment loads at once; one within 100 ms of another waits 100 ms, and a newer one within that means its loader never runs', async () => {
    const f = await landed();
    await vi.advanceTimersByTimeAsync(100);
    const stars = calls('/drive/api/v3/tags/1/items');
    const favorites = calls('/drive/api/v3/favorite');
    // The leading edge: the first step asks the suite at once.
    const toStar = f.kernel.router.navigate({ name: 'Star' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls('/drive/api/v3/tags/1/items')).toBe(stars + 1);
    expect((await toStar).status).toBe('done');
    const toFavorite = f.kernel.router.navigate({ name: 'Favorite' });
    await vi.advanceTimersByTimeAsync(99);
    expect(calls('/drive/api/v3/favorite')).toBe(favorites);
    // A newer navigation within the window: the Favorite loader never runs.
    const toShare = f.kernel.router.navigate({ name: 'Share' });
    await settle(f);
    expect((await toFavorite).status).not.toBe('done');
    expect((await toShare).status).toBe('done');
    expect(calls('/drive/api/v3/favorite')).toBe(favorites);
    expect(routeName(f)).toBe('Share');
  });

  it('route hooks (the remembered location) see only the last change of a burst, 50 ms later', async () => {
    const f = await landed();
    expect(readSavedPath(f.kernel, 'finder')?.name).toBe('TeamFiles');
    const star = f.kernel.router.navigate({ name: 'Star' });
    await settle(f, 1);
    await star;
    // Star committed; within 50 ms the unlock form (no loader: it commits at once) follows.
    await vi.advanceTimersByTimeAsync(20);
    expect(readSavedPath(f.kernel, 'finder')?.name).toBe('TeamFiles');
    await f.kernel.router.navigate({ name: 'UnlockSecret' });
    expect(routeName(f)).toBe('UnlockSecret');
    await vi.advanceTimersByTimeAsync(49);
    expect(readSavedPath(f.kernel, 'finder')?.name).toBe('TeamFiles');
    // The hook ran once, with the unlock form (not a place to come back to): Star was never seen.
    await vi.advanceTimersByTimeAsync(1);
    expect(readSavedPath(f.kernel, 'finder')?.name).toBe('TeamFiles');
    // A change on its own is remembered 50 ms after it.
    const latest = f.kernel.router.navigate({ name: 'Latest' });
    await settle(f, 1);
    await latest;
    expect(readSavedPath(f.kernel, 'finder')?.name).toBe('TeamFiles');
    await vi.advanceTimersByTimeAsync(50);
    expect(readSavedPath(f.kernel, 'finder')?.name).toBe('Latest');
  });

  it('Search leaves the back-history once the user leaves it', async () => {
    const f = await landed();
    const searching = search(f.store, 'a');
    await settle(f);
    await searching;
    expect(routeName(f)).toBe('Search');
    await go(f, { name: 'Star' });
    await vi.advanceTimersByTimeAsync(50);
    const back = f.kernel.router.back();
    await settle(f);
    await back;
    expect(routeName(f)).toBe('TeamFiles');
  });

  it('UnlockSecret leaves the back-history once the user leaves it', async () => {
    const f = await landed();
    await go(f, { name: 'UnlockSecret' });
    expect(routeName(f)).toBe('UnlockSecret');
    await go(f, { name: 'Latest' });
    await vi.advanceTimersByTimeAsync(50);
    const back = f.kernel.router.back();
    await settle(f);
    await back;
    expect(routeName(f)).toBe('TeamFiles');
    expect(f.kernel.router.canGoBack).toBe(false);
  });

  it('re-choosing the active entry replaces the route with the time as query, reloading it', async () => {
    const f = await landed();
    await go(f, { name: 'Star' });
    const before = calls('/drive/api/v3/tags/1/items');
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
    const again = chooseTab(f.store, 'Star');
    await settle(f);
    await again;
    expect(f.kernel.router.current?.query.t).toBe(String(Date.parse('2026-11-23T03:00:00Z')));
    expect(calls('/drive/api/v3/tags/1/items')).toBe(before + 1);
    // Replaced, not pushed: one Back returns to where Star was entered from.
    await vi.advanceTimersByTimeAsync(50);
    const back = f.kernel.router.back();
    await settle(f);
    await back;
    expect(routeName(f)).toBe('TeamFiles');
  });

  it('a navigation without a path logs a warning and stays', async () => {
    const f = await landed();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await f.kernel.router.navigate(undefined);
    expect(result.status).toBe('ignored');
    expect(warn).toHaveBeenCalledWith(
      '[pickerkit] navigate() was called without a path: nothing happens',
    );
    expect(routeName(f)).toBe('TeamFiles');
  });
});
