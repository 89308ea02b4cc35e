/** How much data each dataset size generates. Tiny is fixed by hand (see data/tiny.ts). */
import type { DatasetSize } from '../types';

export interface SizeSpec {
  /** Departments of the main company, root included. */
  mainDepts: number;
  /** Staff of the main company, the plus user included. */
  mainStaff: number;
  /** Deepest level of the main company tree (root is level 1). */
  maxDepth: number;
  /** Departments and staff of every other company. */
  otherDepts: number;
  otherStaff: number;
  /** Account recent contacts (last_list, v2 recent/list). */
  recent: number;
  contacts: number;
  /** Workspace-mode recent chats (users and group chats). */
  chats: number;
  groups: number;
  tags: number;
  tagMembersMax: number;
  shares: number;
  collaboratorsMax: number;
  teamCollaborators: number;
  fileReaders: number;
  fileWriters: number;
  teamMembersMax: number;
}

/** The default dataset's sizes: a few thousand staff. */
const DEFAULT_SPEC: SizeSpec = {
  mainDepts: 60,
  mainStaff: 3000,
  maxDepth: 4,
  otherDepts: 5,
  otherStaff: 25,
  recent: 60,
  contacts: 120,
  chats: 80,
  groups: 40,
  tags: 15,
  tagMembersMax: 60,
  shares: 3,
  collaboratorsMax: 150,
  teamCollaborators: 3,
  fileReaders: 80,
  fileWriters: 25,
  teamMembersMax: 120,
};

/** The large dataset's sizes: 100,000 staff. */
const LARGE_SPEC: SizeSpec = {
  mainDepts: 550,
  mainStaff: 100_000,
  maxDepth: 6,
  otherDepts: 10,
  otherStaff: 120,
  recent: 300,
  contacts: 1000,
  chats: 400,
  groups: 200,
  tags: 40,
  tagMembersMax: 300,
  shares: 3,
  collaboratorsMax: 1200,
  teamCollaborators: 6,
  fileReaders: 600,
  fileWriters: 150,
  teamMembersMax: 1500,
};

export const SIZE_SPECS: Record<DatasetSize, SizeSpec> = {
  tiny: {
    mainDepts: 4,
    mainStaff: 8,
    maxDepth: 3,
    otherDepts: 2,
    otherStaff: 3,
    recent: 4,
    contacts: 5,
    chats: 6,
    groups: 6,
    tags: 3,
    tagMembersMax: 4,
    shares: 1,
    collaboratorsMax: 5,
    teamCollaborators: 1,
    fileReaders: 4,
    fileWriters: 2,
    teamMembersMax: 5,
  },
  default: DEFAULT_SPEC,
  large: LARGE_SPEC,
  // The benchmark's DOM-count sizes: the default dataset's shape with 1k and 10k staff.
  org1k: { ...DEFAULT_SPEC, mainDepts: 55, mainStaff: 1000 },
  org10k: { ...LARGE_SPEC, mainStaff: 10_000 },
};
