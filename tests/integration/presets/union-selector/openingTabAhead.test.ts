/**
 * The tab the union selector opens on asks its first page beside init's calls when its calls read
 * nothing init loads (unionTabSources.ts, earlyCalls.ts): with the suite answering init's calls
 * after a latency, the all tab's recent contacts and groups reach it before init's answers, and
 * its load takes them rather than asking again. The team members of the file's group, which read
 * the file info, wait for init. A failure reaches the tab's error state with one request; a tab
 * the user init loads decides (a remembered tab) asks nothing ahead.
 */
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import type { PickerKernel } from '../../../../kernel';
import { useFakeSuite } from '../../../support/fakeSuite';
import { memoryStorage } from '../../../support/memoryStorage';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const USER = '/account/p/auth/check';
const FILE = '/drive/api/v5/files/8000001/metadata';
const GROUPS = '/drive/api/v5/groups';
const RECENT = '/account/api/contact/relation/last_list';
const USER_GROUPS = '/account/api/contact/user/groups';
const TEAM = '/account/api/contact/group/users';
const ROAMING = '/drive/api/v5/roaming';
const LATENCY = 200;

const calls = (path: string) => suite.recorded.requests.filter((request) => request.path === path);
const startOf = (path: string) => calls(path)[0]?.at ?? Number.NaN;
/** The all tab's recent contacts (the contact tab, fetched after the first paint, asks for 20). */
const allTabRecent = () => calls(RECENT).filter((call) => call.query.count === '10');
/** When init's first call reached the suite. */
const initStart = () => Math.min(startOf(USER), startOf(FILE), startOf(GROUPS));

function slowInit(): void {
  for (const path of [USER, FILE, GROUPS]) suite.faults.inject(path, { latency: LATENCY });
}

async function settled(kernel: PickerKernel, tab: string) {
  await vi.waitFor(() => {
    expect(['loaded', 'empty', 'error']).toContain(kernel.sources.state(tab).status);
  });
  return kernel.sources.state(tab);
}

describe('union selector: the opening tab asked beside init', () => {
  it('the all tab’s recent contacts and groups leave with init’s calls and are asked once', async () => {
    slowInit();
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      includeGroupInfo: true,
      services: suite.urls,
    });
    await kernel.init();
    const state = await settled(kernel, 'all');
    expect(state.status).toBe('loaded');
    expect(state.items.some((item) => item.type === 'user')).toBe(true);
    const woaGroups = calls(USER_GROUPS).filter((call) => call.query.source === 'woa');
    for (const [name, asked] of [
      ['recent contacts', allTabRecent()],
      ['groups', woaGroups],
    ] as const) {
      expect(asked, name).toHaveLength(1);
      // Sent before init's first answer could be in.
      expect(asked[0].at - initStart(), name).toBeLessThan(LATENCY / 2);
    }
    // The current user is still placed first: the answer is read after init knows them.
    const me = kernel.context.user?.userid;
    const index = state.items.findIndex((item) => item.type === 'user' && item.id === me);
    expect(index === -1 || index === 0).toBe(true);
    // The team members of the file's group read the file info: asked once it is in.
    expect(kernel.context.user).not.toBeNull();
    if (calls(TEAM).length > 0) {
      expect(startOf(TEAM) - startOf(FILE)).toBeGreaterThanOrEqual(LATENCY - 20);
    }
    kernel.dispose();
  });

  it('a failed call asked ahead reaches the tab’s error state once, and its retry asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    slowInit();
    suite.faults.inject(RECENT, { status: 500, count: 1 });
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      services: suite.urls,
    });
    await kernel.init();
    const state = await settled(kernel, 'all');
    expect(state.status).toBe('error');
    expect(allTabRecent()).toHaveLength(1);
    expect(allTabRecent()[0].at - initStart()).toBeLessThan(LATENCY / 2);
    await kernel.sources.retry('all');
    expect(kernel.sources.state('all').status).toBe('loaded');
    expect(allTabRecent()).toHaveLength(2);
    kernel.dispose();
  });

  it('a defaultTab is the tab asked ahead', async () => {
    slowInit();
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      defaultTab: 'docs',
      services: suite.urls,
    });
    await kernel.init();
    await settled(kernel, 'docs');
    expect(calls(ROAMING)).toHaveLength(1);
    expect(startOf(ROAMING) - initStart()).toBeLessThan(LATENCY / 2);
    expect(calls(RECENT).every((call) => call.at - initStart() >= LATENCY - 20)).toBe(true);
    kernel.dispose();
  });

  it('with a host’s storage (a tab remembered per user) nothing is asked before the user is known', async () => {
    slowInit();
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      storage: memoryStorage(),
      services: suite.urls,
    });
    await kernel.init();
    await settled(kernel, 'all');
    expect(allTabRecent()).toHaveLength(1);
    expect(allTabRecent()[0].at - initStart()).toBeGreaterThanOrEqual(LATENCY - 20);
    kernel.dispose();
  });
});
