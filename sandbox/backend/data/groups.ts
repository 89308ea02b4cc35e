/**
 * Groups of both types (group_type 4 = group of the office suite, 1 = team) with their members
 * and roles, and the custom tags of a company with their members.
 */
import { MAIN_COMPANY_ID } from './identities';
import { teamName } from './names';
import { avatarPath, firstOthers, pickDistinct } from './people';
import { createRandom } from './random';
import type { Org, Staff } from './org';
import type { SizeSpec } from './sizes';

export type TeamRole = 'owner' | 'admin' | 'member' | 'read_member';
export const TEAM_ROLES: readonly TeamRole[] = ['owner', 'admin', 'member', 'read_member'];

export interface GroupMember {
  userid: number;
  name: string;
  role: TeamRole;
}

export interface Group {
  id: number;
  name: string;
  /** 4 = group, 1 = team. */
  group_type: 1 | 4;
  /** Absent, 1 (normal) or another value (e.g. 2 = archived). */
  status?: number;
  source: 'woa' | 'kdocs' | 'yundoc';
  /** Teams: above 0 an enterprise team of that company, -1 a personal team. Groups: 0. */
  company_id: number;
  /** A custom avatar list (first entry used) or empty for the default avatar. */
  custom_avatars: string[];
  members: GroupMember[];
  ctime: number;
}

export interface CustomTag {
  tag_id: number;
  tag_name: string;
  comp_id: number;
  members: Staff[];
}

export const GROUP_ID_BASE: Record<'plus' | 'personal' | 'isolated', number> = {
  plus: 5000001,
  personal: 5100001,
  isolated: 5200001,
};

const TINY_GROUPS: Omit<Group, 'id' | 'members' | 'ctime' | 'custom_avatars'>[] = [
  { name: 'Launch chat', group_type: 4, source: 'woa', company_id: 0 },
  { name: 'Design chat', group_type: 4, status: 1, source: 'woa', company_id: 0 },
  { name: 'Archived chat', group_type: 4, status: 2, source: 'woa', company_id: 0 },
  {
    name: 'Main Co docs team',
    group_type: 1,
    status: 1,
    source: 'kdocs',
    company_id: MAIN_COMPANY_ID,
  },
  { name: 'Personal team', group_type: 1, source: 'kdocs', company_id: -1 },
  { name: 'Yundoc team', group_type: 1, status: 1, source: 'yundoc', company_id: -1 },
];
// The drive serves these three teams as the tiny user's only teams, so between them they carry the
// roles the finder treats differently: admin, read-only, and a yundoc team the user created.
const TINY_SELF_ROLES: TeamRole[] = ['member', 'member', 'member', 'admin', 'read_member', 'owner'];

export function buildGroups(
  org: Org,
  spec: SizeSpec,
  tiny: boolean,
  seed: number,
  self: { userid: number; nickname: string; companyid: number },
  idBase: number,
): Group[] {
  const rnd = createRandom(seed + 21);
  const out: Group[] = [];
  for (let i = 0; i < spec.groups; i++) {
    const fixed = tiny ? TINY_GROUPS[i] : undefined;
    const isTeam = fixed ? fixed.group_type === 1 : rnd.chance(0.5);
    const base = fixed ?? {
      name: isTeam ? teamName(rnd, i + 1) : `Chat group ${i + 1}`,
      group_type: isTeam ? (1 as const) : (4 as const),
      status: rnd.chance(0.1) ? 2 : rnd.chance(0.5) ? 1 : undefined,
      source: isTeam ? rnd.pick(['kdocs', 'yundoc'] as const) : ('woa' as const),
      company_id: isTeam ? (self.companyid > 0 && rnd.chance(0.5) ? self.companyid : -1) : 0,
    };
    const others = tiny
      ? firstOthers(org, 2 + (i % 3))
      : pickDistinct(rnd, org.staff, rnd.int(1, spec.teamMembersMax), self.userid);
    const selfRole = tiny ? (TINY_SELF_ROLES[i] as TeamRole) : rnd.pick(TEAM_ROLES);
    const members: GroupMember[] = [
      { userid: self.userid, name: self.nickname, role: selfRole },
      ...others.map((s, k) => ({
        userid: s.userid,
        name: s.name,
        role:
          selfRole !== 'owner' && k === 0
            ? ('owner' as const)
            : (TEAM_ROLES[1 + (k % 3)] as TeamRole),
      })),
    ];
    out.push({
      ...base,
      id: idBase + i,
      custom_avatars: i % 4 === 1 ? [`/account/avatar/group-${idBase + i}.png`] : [],
      members,
      ctime: 1_700_000_000 + i * 3600,
    });
  }
  return out;
}

export function buildTags(org: Org, spec: SizeSpec, tiny: boolean, seed: number): CustomTag[] {
  const rnd = createRandom(seed + 31 + org.company.id);
  const base = 6000001 + (org.company.id - MAIN_COMPANY_ID) * 1000;
  return Array.from({ length: spec.tags }, (_, i) => ({
    tag_id: base + i,
    tag_name: tiny ? (['Managers', 'On call', 'Empty tag'][i] ?? `Tag ${i + 1}`) : `Tag ${i + 1}`,
    comp_id: org.company.id,
    members: tiny
      ? firstOthers(org, i === 2 ? 0 : spec.tagMembersMax - i)
      : pickDistinct(rnd, org.staff, rnd.int(0, spec.tagMembersMax), 0),
  }));
}

export function groupAvatar(g: Group): string {
  return g.custom_avatars[0] ?? '/account/avatar/group-default.png';
}

export { avatarPath };
