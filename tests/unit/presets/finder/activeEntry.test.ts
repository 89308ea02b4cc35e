// The side menu's active-entry rules (finder.md section 2), read from the route and its team.
import { describe, expect, it } from 'vitest';
import { activeEntry, entryOfTeam } from '../../../../plugins/drive/finder-state/activeEntry';
import type { GroupRecord } from '../../../../plugins/drive/finder-state/driveCalls';
import type { RouteWhere as FinderStore } from '../../../../plugins/drive/finder-state/activeEntry';

const team = (fields: Partial<GroupRecord>): GroupRecord => ({
  id: 1,
  name: 'T',
  type: 'normal',
  corpid: 0,
  ...fields,
});

function storeAt(name: string, teamRecord: GroupRecord | null = null): FinderStore {
  return {
    router: { current: { name, params: {}, query: {} } },
    teamView: teamRecord ? { team: teamRecord, fid: 0, path: [], permission: {} } : null,
  } as unknown as FinderStore;
}

describe('active side entry', () => {
  it('a personal space is My Documents; so is the unlock screen', () => {
    expect(entryOfTeam(team({ type: 'special' }))).toBe('MyDocs');
    expect(entryOfTeam(team({ type: 'secret' }))).toBe('MyDocs');
    expect(entryOfTeam(team({ type: 'tmp' }))).toBe('MyDocs');
    expect(activeEntry(storeAt('UnlockSecret'))).toBe('MyDocs');
    expect(activeEntry(storeAt('Devices', team({ type: 'tmp' })))).toBe('MyDocs');
  });

  it('a team of the personal space is My Teams, whatever its source', () => {
    expect(entryOfTeam(team({ group_type: 'team', source: 'kdocs' }))).toBe('MyTeams');
    expect(entryOfTeam(team({ group_type: 'team', source: 'yundoc' }))).toBe('MyTeams');
    expect(entryOfTeam(team({}))).toBe('MyTeams');
  });

  it('a group shared out of a personal space is Shared', () => {
    expect(entryOfTeam(team({ group_type: 'share' }))).toBe('Share');
    expect(activeEntry(storeAt('TeamFiles', team({ group_type: 'sharefolder' })))).toBe('Share');
  });

  it('an enterprise special folder is the enterprise space; other enterprise teams its teams', () => {
    expect(entryOfTeam(team({ type: 'corpspecial', corpid: 7 }))).toBe('EnterpriseIndex');
    expect(entryOfTeam(team({ type: 'corptmp', corpid: 7 }))).toBe('EnterpriseIndex');
    expect(entryOfTeam(team({ type: 'normal', corpid: 7, group_type: 'team' }))).toBe(
      'EnterpriseTeams',
    );
  });

  it('a list route is its own entry; a team route before its team is known is none', () => {
    expect(activeEntry(storeAt('Star'))).toBe('Star');
    expect(activeEntry(storeAt('EnterpriseTeams'))).toBe('EnterpriseTeams');
    expect(activeEntry(storeAt('TeamFiles'))).toBeNull();
  });
});
