/**
 * Fixed facts of the fake drive: id scheme, sizes, the secret-space password, extension lists of
 * the file-type groups and the word pools names are built from.
 */
import type { DatasetSize, SuiteUserKind } from '../types';

/** Dataset "now" (2026-01-01T00:00:00Z, seconds): every generated mtime is at or before it. */
export const DRIVE_EPOCH = 1767225600;

/** Password of every user's secret space. */
export const SECRET_PASSWORD = 'Secret#2026';
/** Wrong unlock attempts allowed per user per (UTC) day. */
export const SECRET_ATTEMPTS_PER_DAY = 7;
/** An unlocked secret space locks again after this many milliseconds. */
export const SECRET_ACTIVE_MS = 30 * 60 * 1000;

/** Minimum vip level for the secret space (finder.md section 4). */
export const SECRET_MIN_VIP = 20;

const USER_INDEX: Record<SuiteUserKind, number> = { personal: 1, plus: 2, isolated: 3 };

/**
 * Group ids of a user's own spaces: special 5k00001, tmp 5k00002, secret 5k00003 (k = 6..8), and
 * of the drive's own teams from 5k01000. Apart from the account groups (5000001, 5100001,
 * 5200001 …), whose teams the drive serves under their own ids: one id names one team everywhere.
 */
export function userGroupBase(user: SuiteUserKind): number {
  return 5_500_000 + USER_INDEX[user] * 100_000;
}
export const specialGroupId = (user: SuiteUserKind): number => userGroupBase(user) + 1;
export const tmpGroupId = (user: SuiteUserKind): number => userGroupBase(user) + 2;
export const secretGroupId = (user: SuiteUserKind): number => userGroupBase(user) + 3;
export const normalGroupId = (user: SuiteUserKind, index: number): number =>
  userGroupBase(user) + 1000 + index;

/** Company space ids: 6 000 000 + (company - 8 800 000) * 10 + 1 (corpspecial) or + 2 (corptmp). */
export const corpSpecialGroupId = (companyId: number): number =>
  6_000_000 + (companyId - 8_800_000) * 10 + 1;
export const corpTmpGroupId = (companyId: number): number => corpSpecialGroupId(companyId) + 1;

/** File ids embed their group: groupid * 100 000 + sequence. */
export const FILE_ID_FACTOR = 100_000;
export const fileGroupOf = (fileId: number): number => Math.floor(fileId / FILE_ID_FACTOR);
/** Sequence numbers from here on are folders created through the API. */
export const CREATED_SEQ_BASE = 90_000;

export interface DriveSizing {
  /** Normal teams of the plus user (personal keeps 3, isolated half). */
  plusTeams: number;
  rootItems: number;
  /** Root items of the special group (My Documents). */
  specialRootItems: number;
  childItems: number;
  depth: number;
  /** Most entries one group's tree holds (the special group: its root items plus this). */
  groupBudget: number;
  devices: number;
  deviceFiles: number;
  roaming: number;
  tags: number;
  links: number;
  favorites: number;
  latestFolders: number;
}

const DEFAULT_DRIVE_SIZING: DriveSizing = {
  plusTeams: 60,
  rootItems: 45,
  specialRootItems: 90,
  childItems: 12,
  depth: 3,
  groupBudget: 500,
  devices: 5,
  deviceFiles: 30,
  roaming: 120,
  tags: 70,
  links: 50,
  favorites: 30,
  latestFolders: 30,
};

export const DRIVE_SIZING: Record<DatasetSize, DriveSizing> = {
  tiny: {
    plusTeams: 6,
    rootItems: 12,
    specialRootItems: 24,
    childItems: 6,
    depth: 2,
    groupBudget: 120,
    devices: 3,
    deviceFiles: 8,
    roaming: 30,
    tags: 25,
    links: 25,
    favorites: 10,
    latestFolders: 8,
  },
  default: DEFAULT_DRIVE_SIZING,
  large: {
    plusTeams: 120,
    rootItems: 60,
    specialRootItems: 3000,
    childItems: 15,
    depth: 4,
    groupBudget: 800,
    devices: 230,
    deviceFiles: 60,
    roaming: 600,
    tags: 300,
    links: 300,
    favorites: 120,
    latestFolders: 40,
  },
  // The browser bench's org sizes: the default drive.
  org1k: DEFAULT_DRIVE_SIZING,
  org10k: DEFAULT_DRIVE_SIZING,
};

/** Extensions of each file-type group of finder.md section 3. */
export const TYPE_GROUP_EXTS: Readonly<Record<string, readonly string[]>> = {
  xls: ['xlsx', 'xls', 'et', 'csv'],
  doc: ['docx', 'doc', 'wps', 'rtf'],
  ppt: ['pptx', 'ppt', 'dps'],
  pdf: ['pdf'],
  zip: ['zip', 'rar', '7z'],
  txt: ['txt', 'md'],
  processon: ['pos'],
  img: ['png', 'jpg', 'gif'],
  audio: ['mp3', 'wav'],
  video: ['mp4', 'mov'],
  todo: ['todo'],
  meeting: ['meeting'],
  weboffice: ['otl', 'ksheet', 'form'],
};
export const TYPE_GROUPS: readonly string[] = Object.keys(TYPE_GROUP_EXTS);

export const NAME_WORDS: readonly string[] = [
  'Plan',
  'Budget',
  'Roadmap',
  'Minutes',
  'Invoice',
  'Report',
  'Draft',
  'Contract',
  'Design',
  'Survey',
  'Schedule',
  'Notes',
  'Summary',
  'Proposal',
  'Forecast',
  'Checklist',
  'Review',
  'Campaign',
  'Handbook',
  'Timeline',
];
export const NAME_QUALIFIERS: readonly string[] = [
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  '2024',
  '2025',
  'final',
  'v2',
  'team',
  'north',
  'south',
  'weekly',
  '年度计划',
  '会议纪要',
];
export const FOLDER_WORDS: readonly string[] = [
  'Projects',
  'Archive',
  'Finance',
  'Marketing',
  'Sales',
  'Research',
  'Templates',
  'Photos',
  'Meetings',
  'Legal',
  'HR',
  'Shared',
];
export const TEAM_WORDS: readonly string[] = [
  'Product',
  'Growth',
  'Platform',
  'Design',
  'Support',
  'Ops',
  'Data',
  'Mobile',
  'Web',
  'Security',
];
export const PEOPLE: readonly string[] = [
  'Zhang Wei',
  'Li Na',
  'Wang Fang',
  'Liu Yang',
  'Chen Jie',
  'Yang Min',
  'Zhao Lei',
  'Huang Li',
];

/** One hostile file name lives at the root of every special group. */
export const HOSTILE_FILE_NAME = '<img src=x onerror=alert(1)>.docx';
