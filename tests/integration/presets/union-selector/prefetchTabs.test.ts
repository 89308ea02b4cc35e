/**
 * Once the union selector's first tab shows its rows, the other tabs' first pages are fetched into
 * the cache: a switch to one of them shows its rows while the suite is slow, and asks it once.
 * They are asked after the paint of those rows, not in the task that shows them.
 */
import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import { askedClient, stubFrames } from '../../../support/askedClient';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const DOCS = '/drive/api/v5/roaming';

describe('union selector tab prefetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a tab not visited yet shows its rows at once once the first tab has loaded', async () => {
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      services: suite.urls,
    });
    await kernel.init();
    const first = kernel.tabs.active!.sourceKey!;
    await vi.waitFor(() => expect(kernel.sources.state(first).status).toBe('loaded'));
    const asked = () => suite.recorded.requests.filter((r) => r.path === DOCS).length;
    await vi.waitFor(() => expect(asked()).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = asked();
    suite.faults.inject('/*', { latency: 2000 });
    const switched = kernel.tabs.setActive('docs');
    await Promise.race([switched, new Promise((resolve) => setTimeout(resolve, 100))]);
    expect(kernel.sources.state('docs').status).toBe('loaded');
    expect(kernel.sources.state('docs').items.length).toBeGreaterThan(0);
    expect(asked()).toBe(before);
    kernel.dispose();
  });

  it("asks the other tabs after the first tab's rows are shown, not in the same task", async () => {
    // A page's frames: the paint comes 16 ms after the task that shows the rows.
    stubFrames();
    const { client, count } = askedClient(suite.urls);
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      services: suite.urls,
      client,
    });
    const docsAsked = () => count('drive', DOCS.slice('/drive'.length));
    let askedWhenShown: number | undefined;
    const stop = reaction(
      () =>
        kernel.status === 'ready' && kernel.tabs.active?.sourceKey
          ? kernel.sources.state(kernel.tabs.active.sourceKey).status
          : undefined,
      (status) => {
        // After every reaction of this change and every microtask they queued, before the paint.
        if (status === 'loaded') setTimeout(() => (askedWhenShown ??= docsAsked()), 0);
      },
    );
    await kernel.init();
    await vi.waitFor(() => expect(askedWhenShown).toBeDefined());
    expect(askedWhenShown).toBe(0);
    await vi.waitFor(() => expect(docsAsked()).toBe(1));
    stop();
    kernel.dispose();
  });
});
