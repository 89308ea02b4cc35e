import { describe, expect, it } from 'vitest';
import { chooseLanding } from '../../../../plugins/drive/rules/landing';
import type { FinderTab } from '../../../../plugins/drive/rules/tabs';

const ALL: FinderTab[] = [
  'Latest',
  'Star',
  'Share',
  'Favorite',
  'MyDocs',
  'MyTeams',
  'EnterpriseIndex',
  'EnterpriseTeams',
];

describe('finder landing choice', () => {
  it('transfer: MyDocs for company 0, else that company index', () => {
    expect(chooseLanding({ transfer: { companyId: 0 }, tabs: ALL, companyIds: [] }).name).toBe(
      'MyDocs',
    );
    expect(chooseLanding({ transfer: { companyId: 77 }, tabs: [], companyIds: [] })).toEqual({
      name: 'EnterpriseIndex',
      params: { cid: 77 },
    });
  });

  it('the workspace company index when set and enabled, else MyDocs, else the first tab', () => {
    expect(chooseLanding({ workspaceCompanyId: 5, tabs: ALL, companyIds: [5] })).toEqual({
      name: 'EnterpriseIndex',
      params: { cid: 5 },
    });
    expect(
      chooseLanding({ workspaceCompanyId: 5, tabs: ['Latest', 'MyDocs'], companyIds: [5] }).name,
    ).toBe('MyDocs');
    expect(chooseLanding({ tabs: ['Star', 'Share'], companyIds: [] }).name).toBe('Star');
  });

  it('no enabled tab is the error page with pathNotConfig', () => {
    expect(chooseLanding({ tabs: [], companyIds: [] })).toEqual({
      name: 'error',
      params: { errorInfo: 'pathNotConfig' },
    });
  });

  it('reuses a saved path only for an allowed tab or team files of one of the user companies', () => {
    const saved = { name: 'EnterpriseTeamFiles', params: { cid: 5, tid: 9, fid: 3 } };
    expect(chooseLanding({ tabs: ALL, companyIds: [5], saved }).params).toEqual(saved.params);
    expect(chooseLanding({ tabs: ALL, companyIds: [6], saved }).name).toBe('MyDocs');
    expect(
      chooseLanding({ tabs: ['MyDocs'], companyIds: [], saved: { name: 'Star', params: {} } }).name,
    ).toBe('MyDocs');
    expect(
      chooseLanding({
        tabs: ['MyDocs', 'Star'],
        companyIds: [],
        saved: { name: 'Star', params: {} },
      }).name,
    ).toBe('Star');
    expect(
      chooseLanding({
        tabs: ALL,
        companyIds: [],
        saved: { name: 'TeamFiles', params: { tid: 1, fid: 2 } },
      }).name,
    ).toBe('TeamFiles');
  });

  it('ignores a saved path in transfer mode', () => {
    const saved = { name: 'Star', params: {} };
    expect(
      chooseLanding({ transfer: { companyId: 0 }, tabs: ALL, companyIds: [], saved }).name,
    ).toBe('MyDocs');
  });
});
