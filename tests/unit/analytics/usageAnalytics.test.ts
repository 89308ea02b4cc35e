// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKernel, type Release } from '../../../kernel';
import {
  reportedDuration,
  ROOT_LISTENERS_SLOT,
  usageAnalytics,
  type RootListener,
} from '../../../plugins/analytics/usage-events';
import { failingAnswer, recordingClient } from './fakeClient';

afterEach(() => vi.useRealTimers());

function setup(release: Release = 'default', answer = recordingClient()) {
  let t = 1_000;
  const kernel = createKernel({
    release,
    client: answer.client,
    alwaysAllowConfirm: true,
    _from: 'share',
    _function: 'invite',
  });
  const advance = (ms: number) => (t += ms);
  kernel.use(usageAnalytics({ appKey: 'kdocs-share', now: () => t }));
  return { kernel, calls: answer.calls, advance };
}

describe('usageAnalytics()', () => {
  it('requires an application key', () => {
    expect(() => usageAnalytics({ appKey: '' })).toThrow(/appKey is required/);
  });

  it('posts the selection event with the app key after confirm', async () => {
    const { kernel, calls, advance } = setup();
    await kernel.init();
    advance(4_200);
    await kernel.confirm();
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', service: 'events', path: '/collect' });
    expect(calls[0]!.options?.data).toMatchObject({
      event: 'select',
      app_key: 'kdocs-share',
      _from: 'share',
      _function: 'invite',
      usingtime: 4_200,
    });
  });

  it('reports durations over 10,000 ms as 0', () => {
    expect(reportedDuration(10_000)).toBe(10_000);
    expect(reportedDuration(10_001)).toBe(0);
    expect(reportedDuration(-5)).toBe(0);
  });

  it.each(['oem', 'oversea'] as const)('sends nothing for the %s release', async (release) => {
    const { kernel, calls } = setup(release);
    await kernel.init();
    await kernel.confirm();
    kernel.hooks.onUserAction.call({ type: 'addContact' });
    expect(calls).toHaveLength(0);
    expect(kernel.slots.get(ROOT_LISTENERS_SLOT)).toBeUndefined();
  });

  it('posts the add-contacts event', async () => {
    const { kernel, calls } = setup();
    kernel.hooks.onUserAction.call({ type: 'addContact' });
    expect(calls[0]!.options?.data).toMatchObject({ event: 'addContacts', app_key: 'kdocs-share' });
  });

  it('a failing event never disturbs confirm', async () => {
    const { kernel } = setup('default', recordingClient(failingAnswer));
    await kernel.init();
    await expect(kernel.confirm()).resolves.toMatchObject({ dropdownSelectIndex: 0 });
  });

  it('reports delegated DOM events after the 600 ms delay, batched', () => {
    vi.useFakeTimers();
    const { kernel, calls } = setup();
    const root = document.createElement('div');
    root.innerHTML = '<button data-pk-track="confirm">OK</button><span>plain</span>';
    document.body.append(root);
    const [listen] = kernel.slots.get(ROOT_LISTENERS_SLOT) as RootListener[];
    const detach = listen!(root);
    root.querySelector('button')!.click();
    root.querySelector('button')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    root.querySelector('span')!.click();
    vi.advanceTimersByTime(599);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options?.data).toMatchObject({
      event: 'dom',
      events: [
        expect.objectContaining({ type: 'click', name: 'confirm' }),
        expect.objectContaining({ type: 'dblclick', name: 'confirm' }),
      ],
    });
    detach();
  });
});
