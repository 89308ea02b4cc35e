/**
 * The teams every service agrees on. A user's teams are the account dataset's teams (group_type 1,
 * what the member picker lists) followed by the drive's own generated teams; each keeps its one id
 * on the team host, in the drive and in the account groups. This module turns one shape into the
 * other: an account team into a drive group, and a drive team's members for the team host.
 */
import type { SuiteIdentity } from './identities';
import type { Group, GroupMember, TeamRole } from './groups';
import { firstOthers } from './people';
import type { Org } from './org';
import type { DriveGroup, GroupRole } from './driveTypes';

const TEAM_ROLE_OF_DRIVE: Record<GroupRole, TeamRole> = {
  creator: 'owner',
  admin: 'admin',
  member: 'member',
  read_member: 'read_member',
};
const MEMBER_ROLES: readonly TeamRole[] = ['admin', 'member', 'read_member'];
const DAY = 86_400;

export function driveRoleOf(role: TeamRole): GroupRole {
  return role === 'owner' ? 'creator' : role;
}

/** An account team as the drive serves it (same id, name, source, company, role and members). */
export function driveGroupOfTeam(
  team: Group,
  self: SuiteIdentity,
  companyName: (id: number) => string,
): DriveGroup {
  const corpid = team.company_id > 0 ? team.company_id : 0;
  const own = team.members.find((m) => m.userid === self.userid);
  const owner = team.members.find((m) => m.role === 'owner') ?? team.members[0];
  const mtime = team.ctime + 90 * DAY;
  return {
    id: team.id,
    name: team.name,
    type: 'normal',
    corpid,
    secure: false,
    user_role: driveRoleOf(own?.role ?? 'member'),
    group_type: 'team',
    source: team.source === 'yundoc' ? 'yundoc' : 'kdocs',
    creator: {
      id: owner?.userid ?? self.userid,
      corpid,
      name: owner?.name ?? self.nickname,
      avatar: '',
    },
    company_name: corpid > 0 ? companyName(corpid) : '',
    member_count: team.members.length,
    ctime: team.ctime,
    mtime,
  };
}

/**
 * The members of one of the drive's own teams: the user (with the team's role), the creator as
 * owner, then the first staff of the user's org up to the team's member_count.
 */
export function membersOfDriveTeam(
  team: DriveGroup,
  org: Org,
  self: SuiteIdentity,
  wanted: number,
): GroupMember[] {
  const members: GroupMember[] = [
    { userid: self.userid, name: self.nickname, role: TEAM_ROLE_OF_DRIVE[team.user_role] },
  ];
  if (team.creator.id !== self.userid) {
    members.push({ userid: team.creator.id, name: team.creator.name, role: 'owner' });
  }
  const others = firstOthers(org, Math.max(0, wanted - members.length));
  others.forEach((s, i) => {
    members.push({ userid: s.userid, name: s.name, role: MEMBER_ROLES[i % 3] as TeamRole });
  });
  return members;
}

/** One of the drive's own teams as the team host serves it. */
export function teamOfDriveGroup(team: DriveGroup, members: GroupMember[]): Group {
  return {
    id: team.id,
    name: team.name,
    group_type: 1,
    status: 1,
    source: team.source,
    company_id: team.corpid > 0 ? team.corpid : -1,
    custom_avatars: [],
    members,
    ctime: team.ctime,
  };
}
