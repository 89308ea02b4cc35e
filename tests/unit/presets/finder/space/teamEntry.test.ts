// Entering a team route (finder.md section 4), as a decision of the team and the route.
import { describe, expect, it } from 'vitest';
import { teamEntry, type TeamEntryInput } from '../../../../../plugins/drive/spaces/teamEntry';

const input = (over: Partial<TeamEntryInput> = {}): TeamEntryInput => ({
  team: { type: 'normal', corpid: 0, source: 'kdocs', creator: { id: 7 } },
  route: 'TeamFiles',
  userId: 7,
  folderGiven: false,
  secretAccess: 'open',
  ...over,
});
const yundoc = { type: 'normal', corpid: 0, source: 'yundoc', creator: { id: 7 } };

describe('team entry', () => {
  it('a normal personal yundoc team the user created, without a folder, looks up its root', () => {
    expect(teamEntry(input({ team: yundoc }))).toEqual({ kind: 'rootLookup' });
  });

  it('not for another creator, a folder given, another source or a company team', () => {
    expect(teamEntry(input({ team: yundoc, userId: 8 }))).toEqual({ kind: 'enter' });
    expect(teamEntry(input({ team: yundoc, folderGiven: true }))).toEqual({ kind: 'enter' });
    expect(teamEntry(input({ team: { ...yundoc, corpid: 5 } }))).toEqual({
      kind: 'company',
      cid: 5,
    });
  });

  it('a locked private space goes to unlock; an active one is entered', () => {
    const secret = { type: 'secret', corpid: 0 };
    expect(teamEntry(input({ team: secret, secretStatus: 'lock' }))).toEqual({ kind: 'unlock' });
    expect(teamEntry(input({ team: secret }))).toEqual({ kind: 'unlock' });
    expect(teamEntry(input({ team: secret, secretStatus: 'active' }))).toEqual({ kind: 'enter' });
  });

  it('the private space without access is not entered', () => {
    const secret = { type: 'secret', corpid: 0 };
    expect(teamEntry(input({ team: secret, secretAccess: 'expired' }))).toEqual({
      kind: 'noSecretAccess',
      access: 'expired',
    });
    expect(teamEntry(input({ team: secret, secretAccess: 'off' }))).toEqual({
      kind: 'noSecretAccess',
      access: 'off',
    });
  });

  it('corpid above 0 on the personal route goes to the company team files', () => {
    const corp = { type: 'corpspecial', corpid: 88 };
    expect(teamEntry(input({ team: corp }))).toEqual({ kind: 'company', cid: 88 });
    expect(teamEntry(input({ team: corp, route: 'EnterpriseTeamFiles' }))).toEqual({
      kind: 'enter',
    });
  });

  it('tmp goes to Devices; any other team is entered', () => {
    expect(teamEntry(input({ team: { type: 'tmp', corpid: 0 } }))).toEqual({ kind: 'devices' });
    expect(teamEntry(input({ team: { type: 'special', corpid: 0 } }))).toEqual({ kind: 'enter' });
    expect(teamEntry(input())).toEqual({ kind: 'enter' });
  });
});
