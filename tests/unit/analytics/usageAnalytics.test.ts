// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spy } from 'mobx';
import { createKernel, type RequestClient, type Release } from '../../../kernel';
import { memberItems } from '../../../plugins/sources/member-items';
import {
  reportedDuration,
  ROOT_LISTENERS_SLOT,
  trackedName,
  usageAnalytics,
  type RootListener,
} from '../../../plugins/analytics/usage-events';
import { failingAnswer, recordingClient } from './fakeClient';

afterEach(() => vi.useRealTimers());

/** A client whose every call throws before returning a promise. */
function throwingClient(): { client: RequestClient; calls: never[] } {
  const boom = () => {
    throw new Error('events service unreachable');
  };
  return {
    client: { request: boom, get: boom, post: boom, put: boom, delete: boom },
    calls: [],
  };
}

/** A client whose every call rejects. */
function rejectingClient(): { client: RequestClient; calls: never[] } {
  const reject = () => Promise.reject(new Error('socket hang up'));
  return {
    client: { request: reject, get: reject, post: reject, put: reject, delete: reject },
    calls: [],
  };
}

function setup(
  release: Release = 'default',
  answer: { client: RequestClient; calls: unknown[] } = recordingClient(),
) {
  let t = 1_000;
  const kernel = createKernel({
    release,
    client: answer.client,
    alwaysAllowConfirm: true,
    _from: 'share',
    _function: 'invite',
  });
  const advance = (ms: number) => (t += ms);
  // The member picker's payload ({ items, dropdownSelectIndex }) is the one these events read.
  kernel.use([memberItems(), usageAnalytics({ appKey: 'kdocs-share', now: () => t })]);
  return { kernel, calls: answer.calls as ReturnType<typeof recordingClient>['calls'], advance };
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

  it.each([
    ['throws', throwingClient],
    ['rejects', rejectingClient],
  ])('a client that %s never disturbs confirm or add-contact', async (_, make) => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const { kernel } = setup('default', make());
    await kernel.init();
    expect(() => kernel.hooks.onUserAction.call({ type: 'addContact' })).not.toThrow();
    await expect(kernel.confirm()).resolves.toMatchObject({ items: [], dropdownSelectIndex: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(debug).toHaveBeenCalledWith('[pickerkit] usage event not sent:', expect.any(String));
  });

  it('only observes: its taps change no observable state', async () => {
    const { kernel } = setup();
    await kernel.init();
    const changes: string[] = [];
    const stop = spy((event) => {
      if (event.type === 'action' || event.type === 'update' || event.type === 'add') {
        changes.push(`${event.type} ${'name' in event ? String(event.name) : ''}`);
      }
    });
    try {
      kernel.hooks.onUserAction.call({ type: 'addContact' });
      await kernel.hooks.afterConfirm.promise({ items: [], dropdownSelectIndex: 0 });
    } finally {
      stop();
    }
    expect(changes).toEqual([]);
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

describe('delegated event names', () => {
  const root = document.createElement('div');
  root.innerHTML = [
    '<button class="pk-icon-button pk-selected__clear" aria-label="Clear"><svg><path/></svg></button>',
    '<div role="listbox"><div role="option" aria-checked="false"><span>Gao Hua</span></div></div>',
    '<div role="tab" class="tab pk-tabs__tab">Recent</div>',
    '<p>plain text</p>',
    '<span data-pk-track="remind"><input type="checkbox"></span>',
  ].join('');
  const at = (selector: string) => root.querySelector(selector)!;

  it('names the nearest control by role or tag and its last pk- class, never by its text', () => {
    expect(trackedName(at('path'), root)).toBe('button.pk-selected__clear');
    expect(trackedName(at('[role=option] span'), root)).toBe('option');
    expect(trackedName(at('[role=tab]'), root)).toBe('tab.pk-tabs__tab');
    expect(trackedName(at('input'), root)).toBe('remind');
    expect(trackedName(at('p'), root)).toBeNull();
  });

  it('reports clicks, touchend, contextmenu and dblclick on unmarked controls', () => {
    vi.useFakeTimers();
    const { kernel, calls } = setup();
    document.body.append(root);
    const [listen] = kernel.slots.get(ROOT_LISTENERS_SLOT) as RootListener[];
    const detach = listen!(root);
    const row = at('[role=option] span');
    for (const type of ['click', 'touchend', 'contextmenu', 'dblclick']) {
      row.dispatchEvent(new Event(type, { bubbles: true }));
    }
    at('p').dispatchEvent(new Event('click', { bubbles: true }));
    vi.advanceTimersByTime(600);
    expect(calls).toHaveLength(1);
    const sent = (calls[0]!.options?.data as { events: Array<{ type: string; name: string }> })
      .events;
    expect(sent.map((event) => `${event.type} ${event.name}`)).toEqual([
      'click option',
      'touchend option',
      'contextmenu option',
      'dblclick option',
    ]);
    expect(JSON.stringify(calls[0]!.options?.data)).not.toContain('Gao Hua');
    detach();
    root.remove();
  });
});
