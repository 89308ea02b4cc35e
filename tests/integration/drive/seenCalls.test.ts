// A folder's path and a team's root permission seen before in a finder's life are answered at
// once (a revisit, back, forward) and asked again in the background; the next visit shows the
// fresh answer, and a failed refresh forgets the old one so the next visit asks for real.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKernel, createRequestClient, type PickerKernel } from '../../../kernel';
import { loadPath, loadPermission } from '../../../plugins/drive/finder-state/cachedCalls';
import { IN_FLIGHT_CACHE_MS } from '../../../plugins/drive/finder-state/inFlight';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const PATH = '/drive/api/v5/groups/7/files/70/path';
const PERM = '/drive/api/v5/groups/7/root_perm';

let kernel: PickerKernel;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  kernel = createKernel({ client: createRequestClient({ services: suite.urls }), storage: null });
});
afterEach(() => {
  kernel.dispose();
  vi.useRealTimers();
});

const asked = (path: string) => suite.recorded.requests.filter((r) => r.path === path).length;
/** Past the in-flight window, so the next call is a new one. */
const later = () => vi.setSystemTime(Date.now() + IN_FLIGHT_CACHE_MS + 1);
const folder = (fname: string) => ({ path: [{ fileid: 70, fname, groupid: 7 }] });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Settles within `ms` of real time, or says it did not. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'pending'> {
  return Promise.race([work, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);
}

describe('paths and permissions seen before', () => {
  it('a path seen before is answered at once while the suite is slow, and refreshed for the next visit', async () => {
    suite.faults.inject(PATH, { body: { result: 'ok', ...folder('Plans') } });
    expect((await loadPath(kernel, 7, 70)).map((p) => p.fname)).toEqual(['Plans']);
    later();
    suite.faults.inject(PATH, { body: { result: 'ok', ...folder('Plans 2026') }, latency: 300 });
    expect(await within(loadPath(kernel, 7, 70), 50)).toEqual(folder('Plans').path);
    expect(asked(PATH)).toBe(1);
    await vi.waitFor(() => expect(asked(PATH)).toBe(2), { timeout: 2000 });
    await pause(400);
    later();
    expect(await within(loadPath(kernel, 7, 70), 50)).toEqual(folder('Plans 2026').path);
  });

  it('a failed refresh forgets the answer: the visit after asks for real and sees the error', async () => {
    suite.faults.inject(PATH, { body: { result: 'ok', ...folder('Plans') } });
    await loadPath(kernel, 7, 70);
    later();
    suite.faults.inject(PATH, { status: 500 });
    expect((await loadPath(kernel, 7, 70)).map((p) => p.fname)).toEqual(['Plans']);
    await vi.waitFor(() => expect(asked(PATH)).toBe(2));
    await pause(100);
    later();
    await expect(loadPath(kernel, 7, 70)).rejects.toThrow(/500/);
  });

  it('a root permission seen before is answered without waiting for the suite', async () => {
    suite.faults.inject(PERM, { body: { result: 'ok', corp_group_perm: { new_empty: 0 } } });
    expect(await loadPermission(kernel, 7)).toEqual({ new_empty: 0 });
    later();
    suite.faults.inject(PERM, { latency: 300, body: { result: 'ok', corp_group_perm: {} } });
    expect(await within(loadPermission(kernel, 7), 50)).toEqual({ new_empty: 0 });
  });
});
