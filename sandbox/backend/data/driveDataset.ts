/**
 * One user's drive, from (seed, size, user): groups and companies up front, each group's file tree
 * on first use, the derived lists on first use. Cached per (seed, size, user); never mutated
 * (folders created through the API live in the service's own state).
 */
import type { DatasetSize, SuiteUserKind } from '../types';
import { createRandom } from './random';
import { DRIVE_SIZING, fileGroupOf, type DriveSizing } from './driveCatalog';
import {
  buildDevices,
  buildFavorites,
  buildLatestFolders,
  buildLinks,
  buildRoaming,
  buildTags,
} from './driveExtras';
import { getDataset } from './dataset';
import { companiesOf, normalTeams, ownSpaces } from './driveGroups';
import { driveGroupOfTeam, membersOfDriveTeam, teamOfDriveGroup } from './driveTeams';
import type { Group, GroupMember } from './groups';
import { IDENTITIES } from './identities';
import { companyName } from './org';
import { buildTree } from './driveTree';
import type {
  DriveCompany,
  DriveDevice,
  DriveFavorite,
  DriveFile,
  DriveGroup,
  DriveLatestFolder,
  DriveLink,
  DriveRoaming,
  DriveTag,
} from './driveTypes';

function mix(seed: number, salt: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(salt, 0xc2b2ae35)) >>> 0;
}

interface Extras {
  links: DriveLink[];
  tags: DriveTag[];
  favorites: DriveFavorite[];
  roaming: DriveRoaming[];
  latest: DriveLatestFolder[];
}

export class DriveDataset {
  readonly sizing: DriveSizing;
  readonly own: { special: DriveGroup; tmp: DriveGroup; secret: DriveGroup };
  /** The account's teams (same ids), then the drive's own teams. */
  readonly teams: DriveGroup[];
  readonly companies: DriveCompany[];
  /** The account's teams as the team host serves them, then the drive's own teams. */
  private readonly hostTeamList: Group[];
  private readonly groupsById = new Map<number, DriveGroup>();
  private readonly filesByGroup = new Map<number, DriveFile[]>();
  private readonly filesById = new Map<number, DriveFile>();
  private readonly childrenIndex = new Map<string, DriveFile[]>();
  private deviceList: DriveDevice[] = [];
  private extras: Extras | undefined;

  constructor(
    readonly seed: number,
    readonly size: DatasetSize,
    readonly user: SuiteUserKind,
  ) {
    this.sizing = DRIVE_SIZING[size];
    const [special, tmp, secret] = ownSpaces(user);
    this.own = { special, tmp, secret };
    const self = IDENTITIES[user];
    const account = getDataset(size, seed);
    const accountTeams = account.groups(user).filter((g) => g.group_type === 1);
    const own = normalTeams(user, size, createRandom(mix(seed, 1)));
    const ownMembers: GroupMember[][] = own.map((t) =>
      membersOfDriveTeam(t, account.homeOrg(user), self, t.member_count),
    );
    const ownTeams = own.map((t, i) => ({ ...t, member_count: (ownMembers[i] ?? []).length }));
    this.teams = [...accountTeams.map((t) => driveGroupOfTeam(t, self, companyName)), ...ownTeams];
    this.hostTeamList = [
      ...accountTeams,
      ...ownTeams.map((t, i) => teamOfDriveGroup(t, ownMembers[i] ?? [])),
    ];
    this.companies = companiesOf(user);
    for (const g of [special, tmp, secret, ...this.teams]) this.groupsById.set(g.id, g);
    for (const c of this.companies) {
      this.groupsById.set(c.corpspecial.id, c.corpspecial);
      this.groupsById.set(c.corptmp.id, c.corptmp);
    }
  }

  group(id: number): DriveGroup | undefined {
    return this.groupsById.get(id);
  }

  /** Every team of the user as the team host answers it, in the order of `teams`. */
  hostTeams(): Group[] {
    return this.hostTeamList;
  }

  /** Every group the user can reach: own spaces, teams, company spaces. */
  allGroups(): DriveGroup[] {
    return [...this.groupsById.values()];
  }

  files(groupId: number): DriveFile[] {
    const cached = this.filesByGroup.get(groupId);
    if (cached) return cached;
    const group = this.groupsById.get(groupId);
    if (!group) return [];
    const files = this.generate(group);
    this.filesByGroup.set(groupId, files);
    for (const f of files) {
      this.filesById.set(f.id, f);
      const key = `${groupId}:${f.parentid}`;
      const list = this.childrenIndex.get(key);
      if (list) list.push(f);
      else this.childrenIndex.set(key, [f]);
    }
    return files;
  }

  file(id: number): DriveFile | undefined {
    const groupId = fileGroupOf(id);
    if (!this.groupsById.has(groupId)) return undefined;
    this.files(groupId);
    return this.filesById.get(id);
  }

  children(groupId: number, parentid: number): DriveFile[] {
    this.files(groupId);
    return this.childrenIndex.get(`${groupId}:${parentid}`) ?? [];
  }

  devices(): DriveDevice[] {
    this.files(this.own.tmp.id);
    return this.deviceList;
  }

  get links(): DriveLink[] {
    return this.derived().links;
  }
  get tags(): DriveTag[] {
    return this.derived().tags;
  }
  get favorites(): DriveFavorite[] {
    return this.derived().favorites;
  }
  get roaming(): DriveRoaming[] {
    return this.derived().roaming;
  }
  get latestFolders(): DriveLatestFolder[] {
    return this.derived().latest;
  }

  private generate(group: DriveGroup): DriveFile[] {
    const rnd = createRandom(mix(this.seed, group.id));
    const s = this.sizing;
    switch (group.type) {
      case 'tmp': {
        const built = buildDevices(group, s.devices, s.deviceFiles, rnd);
        this.deviceList = built.devices;
        return built.files;
      }
      case 'corptmp':
        return [];
      case 'secret':
        return buildTree(
          group,
          { rootItems: 10, childItems: 4, depth: 1, budget: 60, linkTargets: [] },
          rnd,
        );
      case 'special':
        return buildTree(
          group,
          {
            rootItems: s.specialRootItems,
            childItems: s.childItems,
            depth: s.depth,
            budget: s.specialRootItems + s.groupBudget,
            linkTargets: this.teams.filter((t) => t.source === 'kdocs').map((t) => t.id),
          },
          rnd,
        );
      default:
        return buildTree(
          group,
          {
            rootItems: s.rootItems,
            childItems: s.childItems,
            depth: s.depth,
            budget: s.groupBudget,
            linkTargets: [],
          },
          rnd,
        );
    }
  }

  /** Files of the special group and the first teams: what links, stars and recents point at. */
  private pool(): DriveFile[] {
    const groups = [this.own.special, ...this.teams.slice(0, 4)];
    const firstCompany = this.companies.find((c) => c.view_status[0].status === 'normal');
    if (firstCompany) groups.push(firstCompany.corpspecial);
    return groups.flatMap((g) => this.files(g.id));
  }

  private derived(): Extras {
    if (this.extras) return this.extras;
    const rnd = createRandom(mix(this.seed, 7));
    const pool = this.pool();
    const s = this.sizing;
    this.extras = {
      links: buildLinks(pool, this.teams, s.links, rnd),
      tags: buildTags(pool, this.teams, s.tags, rnd),
      favorites: buildFavorites(pool, this.teams, s.favorites),
      roaming: buildRoaming(pool, s.roaming, rnd),
      latest: buildLatestFolders(pool, this.teams, s.latestFolders, rnd),
    };
    return this.extras;
  }
}

const cache = new Map<string, DriveDataset>();

export function driveDataset(seed: number, size: DatasetSize, user: SuiteUserKind): DriveDataset {
  const key = `${seed}:${size}:${user}`;
  let ds = cache.get(key);
  if (!ds) {
    ds = new DriveDataset(seed, size, user);
    cache.set(key, ds);
  }
  return ds;
}
