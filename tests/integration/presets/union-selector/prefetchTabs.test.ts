/**
 * Once the union selector's first tab shows its rows, the other tabs' first pages are fetched into
 * the cache: a switch to one of them shows its rows while the suite is slow, and asks it once.
 */
import { describe, expect, it, vi } from 'vitest';
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const DOCS = '/drive/api/v5/roaming';

describe('union selector tab prefetch', () => {
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
});
