/**
 * The union selector's insert hands the items over without waiting for the recent-contacts call
 * (last_add): the call is still made, after the payload is out, once the page is idle after a
 * paint, even once the selector is closed, and its failure is only logged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem, RequestClient } from '../../../../kernel';
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import { askedClient, stubFrames } from '../../../support/askedClient';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const LAST_ADD = '/account/api/contact/relation/last_add';

async function withTickedUser(client?: RequestClient) {
  const kernel = createUnionSelectorKernel({
    fid: 8000001,
    multiple: true,
    services: suite.urls,
    ...(client ? { client } : {}),
  });
  await kernel.init();
  const key = kernel.tabs.activeKey!;
  await kernel.sources.loadFirst(key);
  const user = kernel.sources.state(key).items.find((item: PickerItem) => item.type === 'user');
  if (!user) throw new Error('the first tab shows no user');
  kernel.selection.toggle(user);
  return { kernel, user };
}

const lastAdds = () => suite.recorded.requests.filter((request) => request.path === LAST_ADD);

describe('union selector insert and recent contacts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for last_add after the paint that follows the insert, not in its task', async () => {
    // A page's frames: the paint comes 16 ms after the task of the insert.
    stubFrames();
    const { client, count } = askedClient(suite.urls);
    const { kernel } = await withTickedUser(client);
    const lastAddAsked = () => count('account', LAST_ADD.slice('/account'.length));
    await kernel.confirm();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lastAddAsked()).toBe(0);
    kernel.dispose();
    await vi.waitFor(() => expect(lastAddAsked()).toBe(1));
    await vi.waitFor(() => expect(lastAdds()).toHaveLength(1));
  });

  it('resolves with the items while last_add is still unanswered, and the call lands after', async () => {
    const { kernel, user } = await withTickedUser();
    suite.faults.inject(LAST_ADD, { latency: 400 });
    const started = performance.now();
    const payload = await kernel.confirm<{ items: PickerItem[] }>();
    expect(performance.now() - started).toBeLessThan(300);
    expect(payload?.items.map((item) => item.key)).toContain(user.key);
    expect(lastAdds()).toHaveLength(0);
    kernel.dispose();
    await vi.waitFor(() => expect(lastAdds()).toHaveLength(1), { timeout: 2000 });
  });

  it('a failing last_add after the insert is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kernel } = await withTickedUser();
    suite.faults.inject(LAST_ADD, { status: 500 });
    const payload = await kernel.confirm<{ items: PickerItem[] }>();
    expect(payload?.items).toHaveLength(1);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        '[pickerkit] adding recent contacts failed:',
        'Request failed with status code 500',
      ),
    );
    kernel.dispose();
    warn.mockRestore();
  });
});
