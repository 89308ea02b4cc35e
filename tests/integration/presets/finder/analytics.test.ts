// The finder's usage event against the fake suite: the six fields after picks on the recent
// list and a commit; nothing in the oem and oversea releases or without an app key.
import { describe, expect, it } from 'vitest';
import { finderAnalytics } from '../../../../plugins/analytics/finder-usage';
import type { FinderInstance } from '../../../../presets/finder';
import { clickItem } from '../../../../plugins/drive/finder-state/picking';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness({ language: 'en', appKey: 'kdocs-finder' });

const settle = () => new Promise((r) => setTimeout(r, 80));

async function pickRecentAndCommit(f: FinderInstance): Promise<void> {
  await settle();
  // From the workspace company to the personal space, then its recent files.
  await f.kernel.router.navigate({ name: 'MyDocs' });
  await f.kernel.router.navigate({ name: 'Latest' });
  await settle();
  const items = (f.store.listState()?.items ?? []).filter(
    (i) => f.store.selectabilityOf(i).selectable,
  );
  clickItem(f.store, items[0]);
  clickItem(f.store, items[1]);
  clickItem(f.store, items[1]);
  expect(f.commit()).not.toBeNull();
  await settle();
}

function finderEvents(): Array<Record<string, unknown>> {
  return suite.recorded.events
    .map((e) => e.body as Record<string, unknown>)
    .filter((body) => body?.event === 'finder');
}

describe('finder analytics', () => {
  it('sends userchange, usingtime, position, last_file_click_num, last_file_whether, fileascription', async () => {
    const f = await started({ action: 'selectFiles' });
    await pickRecentAndCommit(f);
    const [event] = finderEvents();
    expect(event).toMatchObject({
      app_key: 'kdocs-finder',
      userchange: 'personal',
      position: 'Latest',
      last_file_click_num: 2,
      last_file_whether: 1,
    });
    expect(['personal', 'company', 'mixed']).toContain(event.fileascription);
    expect(typeof event.usingtime).toBe('number');
  });

  it('is off in the oem and oversea releases, even when the plugin is added by hand', async () => {
    for (const release of ['oversea', 'oem'] as const) {
      const f = await started({
        action: 'selectFiles',
        release,
        plugins: (defaults) => [...defaults, finderAnalytics({ appKey: 'forced' })],
      });
      await pickRecentAndCommit(f);
    }
    expect(finderEvents()).toEqual([]);
  });
});
