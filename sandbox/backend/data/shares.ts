/** Collaborators per share id (sid) and file-permission members per file id. */
import type { Group } from './groups';
import { firstOthers, pickDistinct } from './people';
import { createRandom } from './random';
import type { Org, Staff } from './org';
import type { SizeSpec } from './sizes';

export type Permission = 'read' | 'write' | 'owner';

export interface Share {
  sid: string;
  collaborators: { user: Staff; permission: Permission }[];
  team_collaborators: { team: Group; permission: Permission }[];
}

export interface FilePermission {
  fileid: number;
  parentid: number;
  read: Staff[];
  write: Staff[];
}

export const FIRST_SID = 7000001;
export const FIRST_FILE_ID = 8000001;

export function buildShares(
  org: Org,
  spec: SizeSpec,
  tiny: boolean,
  seed: number,
  teams: Group[],
): Share[] {
  const rnd = createRandom(seed + 41);
  return Array.from({ length: spec.shares }, (_, i) => {
    const count = i === 0 ? spec.collaboratorsMax : rnd.int(0, spec.collaboratorsMax);
    const users = tiny ? firstOthers(org, count) : pickDistinct(rnd, org.staff, count, 0);
    return {
      sid: String(FIRST_SID + i),
      collaborators: users.map((user, k) => ({
        user,
        permission: k === 0 ? 'owner' : k % 3 === 0 ? 'write' : 'read',
      })),
      team_collaborators: teams
        .slice(0, spec.teamCollaborators)
        .map((team, k) => ({ team, permission: k % 2 === 0 ? 'read' : 'write' })),
    };
  });
}

export function buildFilePermissions(
  org: Org,
  spec: SizeSpec,
  tiny: boolean,
  seed: number,
): FilePermission[] {
  const rnd = createRandom(seed + 51);
  return Array.from({ length: Math.max(1, spec.shares) }, (_, i) => {
    const all = tiny
      ? firstOthers(org, spec.fileReaders + spec.fileWriters)
      : pickDistinct(rnd, org.staff, spec.fileReaders + spec.fileWriters, 0);
    return {
      fileid: FIRST_FILE_ID + i,
      parentid: 0,
      read: all.slice(0, spec.fileReaders),
      write: all.slice(spec.fileReaders),
    };
  });
}
