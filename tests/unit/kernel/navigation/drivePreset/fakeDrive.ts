import { ErrorCodes, PickerError } from '../../../../../kernel/errors';

export interface DriveFile {
  id: number;
  name: string;
}

export interface DriveTeam {
  id: string;
  name: string;
  locked?: boolean;
  files: Record<number, DriveFile[]>;
}

/** An in-memory drive: the signed-in user's special team, a locked private team, a team folder. */
export function fakeDrive() {
  const teams = new Map<string, DriveTeam>([
    [
      'special-1',
      {
        id: 'special-1',
        name: 'My documents',
        files: { 0: [{ id: 12, name: 'Reports' }], 12: [{ id: 13, name: 'Q3.xlsx' }] },
      },
    ],
    ['secret-1', { id: 'secret-1', name: 'Private space', locked: true, files: { 0: [] } }],
    ['t2', { id: 't2', name: 'Design', files: { 0: [{ id: 20, name: 'Logo.png' }] } }],
  ]);
  const calls: string[] = [];
  return {
    calls,
    async user() {
      calls.push('user');
      return { userid: 'u1', specialTeamId: 'special-1' };
    },
    async team(tid: string): Promise<DriveTeam> {
      calls.push(`team ${tid}`);
      const team = teams.get(tid);
      if (!team) {
        throw new PickerError(ErrorCodes.REQUEST_FAILED, 'The team does not exist.', {
          result: 'groupNotExist',
        });
      }
      return team;
    },
    async files(tid: string, fid: number): Promise<DriveFile[]> {
      calls.push(`files ${tid}/${fid}`);
      const list = teams.get(tid)?.files[fid];
      if (!list) {
        throw new PickerError(ErrorCodes.REQUEST_FAILED, 'The file does not exist.', {
          result: 'fileNotExists',
        });
      }
      return list;
    },
  };
}

export type FakeDrive = ReturnType<typeof fakeDrive>;
