import { describe, expect, it } from 'vitest';
import { visibleTabs } from '../../../../plugins/drive/rules/features';
import { computeFeatureSet } from '../../../../presets/finder/config/features';

const on = (set: ReturnType<typeof computeFeatureSet>) => [...set.features].sort();

describe('finder feature set', () => {
  it('defaults to the scene: directory actions add folder creation and latest folders', () => {
    const files = computeFeatureSet({ action: 'selectFile', release: 'default' });
    const dirs = computeFeatureSet({ action: 'selectDir', release: 'default' });
    expect(files.features.has('createFolder')).toBe(false);
    expect(dirs.features.has('createFolder')).toBe(true);
    expect(dirs.features.has('isLatestUseFolder')).toBe(true);
    expect(files.tabs).toEqual([
      'Latest',
      'Star',
      'Share',
      'Favorite',
      'MyDocs',
      'MyTeams',
      'EnterpriseIndex',
      'EnterpriseTeams',
    ]);
    expect(files.analytics).toBe(true);
  });

  it('removes wps+ without an enterprise tab, and entrance without My Documents', () => {
    const set = computeFeatureSet({
      action: 'selectFile',
      release: 'default',
      tabs: ['Latest', 'MyTeams'],
      features: ['wps+', 'entrance', 'secret'],
    });
    expect(on(set)).toEqual(['secret']);
    const withTabs = computeFeatureSet({
      action: 'selectFile',
      release: 'default',
      tabs: ['MyDocs', 'EnterpriseTeams'],
      features: ['wps+', 'entrance'],
    });
    expect(on(withTabs)).toEqual(['entrance', 'wps+']);
  });

  it('keeps client flags only when named: ALL does not request them', () => {
    const all = computeFeatureSet({ action: 'selectFile', release: 'default', features: ['ALL'] });
    expect(all.features.has('isWpsClient')).toBe(false);
    expect(all.features.has('rename')).toBe(true);
    const named = computeFeatureSet({
      action: 'selectFile',
      release: 'default',
      features: ['CUR_SCENE', 'isWpsClient'],
    });
    expect(named.features.has('isWpsClient')).toBe(true);
    expect(named.features.has('isFpClient')).toBe(false);
  });

  it('takes includes minus excludes, and restrict from the input else the action', () => {
    const set = computeFeatureSet({
      action: 'copy',
      release: 'default',
      features: { includes: ['ALL'], excludes: ['secret', 'rename'] },
    });
    expect(set.features.has('secret')).toBe(false);
    expect(set.features.has('rename')).toBe(false);
    expect(set.features.has('upload')).toBe(true);
    expect(set.restrict).toBe(true);
    expect(
      computeFeatureSet({ action: 'copy', release: 'default', features: { restrict: false } })
        .restrict,
    ).toBe(false);
    expect(computeFeatureSet({ action: 'selectFile', release: 'default' }).restrict).toBe(false);
  });

  it('tabs as { includes, excludes }', () => {
    const set = computeFeatureSet({
      action: 'selectFile',
      release: 'default',
      tabs: { includes: ['ALL'], excludes: ['Star', 'Share'] },
    });
    expect(set.tabs).not.toContain('Star');
    expect(set.tabs).toContain('Latest');
  });

  it('oem: no secret, certification or entrance, no MyDocs or MyTeams, no analytics', () => {
    const set = computeFeatureSet({ action: 'selectFile', release: 'oem' });
    for (const f of ['secret', 'certification', 'entrance'] as const)
      expect(set.features.has(f)).toBe(false);
    expect(set.tabs).not.toContain('MyDocs');
    expect(set.tabs).not.toContain('MyTeams');
    expect(set.analytics).toBe(false);
  });

  it('oversea: no MyTeams, secret, certification, enterpriseDevice or latest folders', () => {
    const set = computeFeatureSet({ action: 'selectDir', release: 'oversea' });
    for (const f of ['secret', 'certification', 'enterpriseDevice', 'isLatestUseFolder'] as const)
      expect(set.features.has(f)).toBe(false);
    expect(set.tabs).not.toContain('MyTeams');
    expect(set.tabs).toContain('MyDocs');
    expect(set.analytics).toBe(false);
  });

  it('shows enterprise tabs inside a company and personal-space tabs outside', () => {
    const tabs = computeFeatureSet({ action: 'selectFile', release: 'default' }).tabs;
    expect(visibleTabs(tabs, 8800001)).not.toContain('MyDocs');
    expect(visibleTabs(tabs, 8800001)).not.toContain('MyTeams');
    expect(visibleTabs(tabs, 8800001)).toContain('EnterpriseIndex');
    expect(visibleTabs(tabs, 0)).toContain('MyDocs');
    expect(visibleTabs(tabs, 0)).not.toContain('EnterpriseTeams');
  });
});
