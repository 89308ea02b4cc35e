import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKernel } from '../../../../../kernel';
import { drivePreset } from './drivePreset';
import { fakeDrive } from './fakeDrive';

async function start(
  router = { backForwardThrottleMs: 0, loaderDebounceMs: 0, hookDebounceMs: 0 },
) {
  const drive = fakeDrive();
  const { plugins, session } = drivePreset(drive);
  const kernel = createKernel({ storage: null, plugins, router });
  const errors = vi.fn();
  kernel.hooks.onError.tap('spy', errors);
  await kernel.init();
  return { kernel, drive, session, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a route-driven preset through createKernel', () => {
  it('lands on the index, which redirects to the user own team root, loading the user once', async () => {
    const { kernel, drive } = await start();
    expect(kernel.status).toBe('ready');
    expect(kernel.router.current).toMatchObject({
      name: 'TeamFiles',
      href: '/@uikit/team/special-1/files/0',
      params: { tid: 'special-1', fid: 0 },
      matched: ['root', 'team', 'TeamFiles'],
    });
    expect(kernel.router.data()).toEqual([{ id: 12, name: 'Reports' }]);
    expect(kernel.router.data('root')).toEqual({ userid: 'u1', specialTeamId: 'special-1' });
    expect(drive.calls).toEqual(['user', 'team special-1', 'files special-1/0']);
    expect(kernel.router.canGoBack).toBe(false);
  });

  it('opens folders with params, goes back and forward, without reloading the user', async () => {
    const { kernel, drive, session } = await start();
    await kernel.router.push({ name: 'TeamFiles', params: { tid: 'special-1', fid: 12 } });
    expect(kernel.router.data()).toEqual([{ id: 13, name: 'Q3.xlsx' }]);
    await kernel.router.push('/@uikit/team/t2/files');
    expect(kernel.router.params).toEqual({ tid: 't2' });
    expect(kernel.router.data()).toEqual([{ id: 20, name: 'Logo.png' }]);

    await kernel.router.back();
    expect(kernel.router.current?.href).toBe('/@uikit/team/special-1/files/12');
    expect(kernel.router.data()).toEqual([{ id: 13, name: 'Q3.xlsx' }]);
    await kernel.router.back();
    expect(kernel.router.params).toEqual({ tid: 'special-1', fid: 0 });
    expect(kernel.router.canGoBack).toBe(false);
    await kernel.router.forward();
    expect(kernel.router.params).toEqual({ tid: 'special-1', fid: 12 });
    expect(kernel.router.canGoForward).toBe(true);

    expect(drive.calls.filter((call) => call === 'user')).toHaveLength(1);
    expect(session.breadcrumbs).toEqual([
      'special-1/0',
      'special-1/12',
      't2/0',
      'special-1/12',
      'special-1/0',
      'special-1/12',
    ]);
  });

  it('a locked team redirects to the unlock form, which leaves the history once left', async () => {
    const { kernel } = await start();
    const result = await kernel.router.push('/@uikit/team/secret-1/files');
    expect(result).toMatchObject({ status: 'done', location: { name: 'UnlockSecret' } });
    await kernel.router.push('/@uikit/team/t2/files/0');
    await kernel.router.back();
    expect(kernel.router.current?.name).toBe('TeamFiles');
    expect(kernel.router.params).toEqual({ tid: 'special-1', fid: 0 });
  });

  it('a failing team guard shows the error route with the server message; back returns', async () => {
    const { kernel, errors } = await start();
    const result = await kernel.router.push('/@uikit/team/gone/files');
    expect(result.status).toBe('failed');
    expect(result.error?.result).toBe('groupNotExist');
    expect(kernel.router.current).toMatchObject({
      name: 'error',
      params: { errorInfo: 'The team does not exist.' },
    });
    expect(kernel.router.error?.message).toBe('The team does not exist.');
    expect(errors).toHaveBeenCalledWith(kernel.router.error, { phase: 'navigation' });
    await kernel.router.back();
    expect(kernel.router.current?.name).toBe('TeamFiles');
    expect(kernel.router.error).toBeNull();
  });

  it('a search is pushed, then replaced, and leaves the back-history when a folder opens', async () => {
    const { kernel } = await start();
    await kernel.router.push({ name: 'Search', params: { keyword: 'rep' } });
    await kernel.router.replace({ name: 'Search', params: { keyword: 'report' } });
    expect(kernel.router.params).toEqual({ keyword: 'report' });
    await kernel.router.push({ name: 'TeamFiles', params: { tid: 'special-1', fid: 12 } });
    await kernel.router.back();
    expect(kernel.router.current?.href).toBe('/@uikit/team/special-1/files/0');
  });

  it('runs with the finder timings by default: the opening loads at once, a quick next step after 100 ms, back and forward throttled', async () => {
    vi.useFakeTimers();
    const drive = fakeDrive();
    const { plugins, session } = drivePreset(drive);
    const kernel = createKernel({ storage: null, plugins });
    const init = kernel.init();
    await vi.advanceTimersByTimeAsync(0);
    expect(drive.calls).not.toEqual([]);
    await init;
    expect(kernel.router.current?.name).toBe('TeamFiles');
    expect(session.breadcrumbs).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(session.breadcrumbs).toEqual(['special-1/0']);

    const opening = kernel.router.push({
      name: 'TeamFiles',
      params: { tid: 'special-1', fid: 12 },
    });
    const calls = drive.calls.length;
    await vi.advanceTimersByTimeAsync(99);
    expect(drive.calls).toHaveLength(calls);
    await vi.advanceTimersByTimeAsync(1);
    await opening;
    const back = kernel.router.back();
    const again = kernel.router.back();
    await vi.advanceTimersByTimeAsync(100);
    expect((await back).status).toBe('done');
    expect((await again).status).toBe('throttled');
    expect(kernel.router.params).toEqual({ tid: 'special-1', fid: 0 });
    kernel.dispose();
  });
});
