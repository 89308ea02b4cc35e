/**
 * The union selector's all tab searches contacts, company members, groups, teams, departments and
 * files together: each part's rows show as soon as it and every part above it answered, while a
 * slow file search is still asked, and the whole answer keeps them where they were.
 */
import { describe, expect, it, vi } from 'vitest';
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const QUICK = '/drive/api/v5/search/files/quick';

describe('union selector: the all tab search, part by part', () => {
  it('shows the people, groups and departments found while the file search is still asked', async () => {
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      includeGroupInfo: true,
      includeTeamInfo: true,
      includeDeptInfo: true,
      services: suite.urls,
    });
    await kernel.init();
    expect(kernel.tabs.active?.sourceKey).toBe('all');
    suite.faults.inject(QUICK, { latency: 800 });
    const done = kernel.search.setQuery('an');
    await vi.waitFor(() => expect(kernel.search.rows.length).toBeGreaterThan(0), {
      timeout: 700,
    });
    const early = kernel.search.rows.map((row) => row.key);
    expect(kernel.search.provisional).toBe(true);
    expect(kernel.search.status).toBe('loading');
    expect(kernel.search.rows.some((row) => row.type === 'file')).toBe(false);
    await done;
    const whole = kernel.search.rows.map((row) => row.key);
    expect(kernel.search.provisional).toBe(false);
    expect(whole.slice(0, early.length)).toEqual(early);
    expect(kernel.search.rows.some((row) => row.type === 'file')).toBe(true);
    kernel.dispose();
  });

  it('a failing file search leaves the rows found elsewhere, settled', async () => {
    const kernel = createUnionSelectorKernel({
      fid: 8000001,
      multiple: true,
      services: suite.urls,
    });
    await kernel.init();
    suite.faults.inject(QUICK, { status: 500, latency: 200 });
    await kernel.search.setQuery('zh');
    expect(kernel.search.status).toBe('loaded');
    expect(kernel.search.error).toBeNull();
    expect(kernel.search.rows.length).toBeGreaterThan(0);
    expect(kernel.search.provisional).toBe(false);
    kernel.dispose();
  });
});
