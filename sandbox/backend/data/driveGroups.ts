/** Teams (groups) and enterprise spaces of one user. */
import type { DatasetSize, SuiteUserKind } from '../types';
import {
  IDENTITIES,
  IP_FORBIDDEN_COMPANY_ID,
  ISOLATED_COMPANY_ID,
  MAIN_COMPANY_ID,
  RESTRICTED_COMPANY_ID,
} from './identities';
import { companyName } from './org';
import type { Random } from './random';
import {
  DRIVE_EPOCH,
  DRIVE_SIZING,
  PEOPLE,
  TEAM_WORDS,
  corpSpecialGroupId,
  corpTmpGroupId,
  normalGroupId,
  secretGroupId,
  specialGroupId,
  tmpGroupId,
} from './driveCatalog';
import type {
  DriveCompany,
  DriveCreator,
  DriveGroup,
  GroupRole,
  GroupSource,
  GroupType,
} from './driveTypes';

const ROLES: readonly GroupRole[] = ['creator', 'admin', 'member', 'read_member'];

function selfCreator(user: SuiteUserKind): DriveCreator {
  const who = IDENTITIES[user];
  return { id: who.userid, corpid: who.companyid, name: who.nickname, avatar: '' };
}

interface GroupSeed {
  id: number;
  name: string;
  type: GroupType;
  corpid: number;
  role: GroupRole;
  source: GroupSource;
  creator: DriveCreator;
  mtime: number;
}

function makeGroup(seed: GroupSeed): DriveGroup {
  return {
    id: seed.id,
    name: seed.name,
    type: seed.type,
    corpid: seed.corpid,
    secure: seed.type === 'secret',
    user_role: seed.role,
    group_type: seed.type === 'normal' ? 'team' : seed.type,
    source: seed.source,
    creator: seed.creator,
    company_name: seed.corpid > 0 ? companyName(seed.corpid) : '',
    member_count: seed.type === 'normal' ? 2 + (seed.id % 37) : 1,
    ctime: seed.mtime - 86400 * 90,
    mtime: seed.mtime,
  };
}

export function ownSpaces(user: SuiteUserKind): DriveGroup[] {
  const creator = selfCreator(user);
  const base = { corpid: 0, role: 'creator' as const, source: 'kdocs' as const, creator };
  return [
    makeGroup({
      ...base,
      id: specialGroupId(user),
      name: 'My Documents',
      type: 'special',
      mtime: DRIVE_EPOCH,
    }),
    makeGroup({
      ...base,
      id: tmpGroupId(user),
      name: 'My Devices',
      type: 'tmp',
      mtime: DRIVE_EPOCH,
    }),
    makeGroup({
      ...base,
      id: secretGroupId(user),
      name: 'Private Files',
      type: 'secret',
      mtime: DRIVE_EPOCH,
    }),
  ];
}

/** The drive's own teams (after the account's); none in tiny, whose three account teams suffice. */
function teamCount(user: SuiteUserKind, size: DatasetSize): number {
  if (size === 'tiny') return 0;
  if (user === 'personal') return 3;
  const plus = DRIVE_SIZING[size].plusTeams;
  return user === 'plus' ? plus : Math.max(3, Math.floor(plus / 2));
}

/** Companies whose teams a user may be in (not the IP-forbidden one). */
function teamCompanies(user: SuiteUserKind): number[] {
  return IDENTITIES[user].companyIds.filter((id) => id !== IP_FORBIDDEN_COMPANY_ID);
}

/**
 * Normal teams. The first four are fixed so every role and source is present: a yundoc team the
 * user created with corpid 0, a kdocs admin team, a member team, a read_member team.
 */
export function normalTeams(user: SuiteUserKind, size: DatasetSize, rnd: Random): DriveGroup[] {
  const companies = teamCompanies(user);
  const teams: DriveGroup[] = [];
  const count = teamCount(user, size);
  for (let i = 0; i < count; i += 1) {
    const role = i < ROLES.length ? ROLES[i] : rnd.pick(ROLES);
    const inCompany =
      companies.length > 0 && (user === 'isolated' ? i > 0 : i >= 2 && rnd.chance(0.5));
    const corpid = inCompany ? rnd.pick(companies) : 0;
    const source: GroupSource =
      i === 0 ? 'yundoc' : i < 4 ? 'kdocs' : rnd.pick(['yundoc', 'kdocs']);
    const other = rnd.pick(PEOPLE);
    const creator: DriveCreator =
      role === 'creator'
        ? selfCreator(user)
        : { id: 2_000_000 + rnd.int(1, 9999), corpid, name: other, avatar: '' };
    const name = `${rnd.pick(TEAM_WORDS)} team ${i + 1}`;
    const mtime = DRIVE_EPOCH - i * 3600 - rnd.int(0, 3000);
    teams.push(
      makeGroup({
        id: normalGroupId(user, i),
        name,
        type: 'normal',
        corpid,
        role,
        source,
        creator,
        mtime,
      }),
    );
  }
  return teams;
}

export function companiesOf(user: SuiteUserKind): DriveCompany[] {
  return IDENTITIES[user].companyIds.map((id, index) => {
    const forbidden = id === IP_FORBIDDEN_COMPANY_ID;
    const creator: DriveCreator = { id: 2_100_000 + index, corpid: id, name: 'Admin', avatar: '' };
    const base = {
      corpid: id,
      role: 'member' as const,
      source: 'kdocs' as const,
      creator,
      mtime: DRIVE_EPOCH,
    };
    return {
      id,
      name: companyName(id),
      // Relative to the drive service's base URL; the companies call makes it absolute.
      logo: `logo/${id}.svg`,
      view_status: [
        forbidden
          ? {
              status: 'ip_forbidden' as const,
              reason: 'Your IP address 203.0.113.9 is not in the allowed range',
            }
          : { status: 'normal' as const, reason: '' },
      ],
      restrict: id === RESTRICTED_COMPANY_ID,
      role: id === MAIN_COMPANY_ID || id === ISOLATED_COMPANY_ID ? 'administrator' : 'member',
      corpspecial: makeGroup({
        ...base,
        id: corpSpecialGroupId(id),
        name: 'Enterprise documents',
        type: 'corpspecial',
      }),
      corptmp: makeGroup({
        ...base,
        id: corpTmpGroupId(id),
        name: 'Enterprise devices',
        type: 'corptmp',
      }),
    };
  });
}
