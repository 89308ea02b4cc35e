/**
 * Server-side state of one mounted drive service: the generated (read-only) datasets plus what
 * requests change: folders created, latest folders saved, the secret-space lock and attempts.
 */
import type { ServiceContext, SuiteUserKind } from '../types';
import { CREATED_SEQ_BASE, FILE_ID_FACTOR, fileGroupOf } from '../data/driveCatalog';
import { IDENTITIES } from '../data/identities';
import { driveDataset, type DriveDataset } from '../data/driveDataset';
import { makeEntry } from '../data/driveTree';
import type { DriveFile, DriveGroup } from '../data/driveTypes';
import type { UserSettings } from '../userSettings';

export interface SecretState {
  /** UTC day (YYYY-MM-DD) the failure count belongs to. */
  day: string;
  failures: number;
  /** Epoch ms until which the space is unlocked (0: locked). */
  activeUntil: number;
}

export interface SavedLatest {
  id: number;
  type: 0 | 1;
  groupid: number;
  /** Epoch seconds of the save. */
  at: number;
}

interface Overlay {
  created: Map<number, DriveFile[]>;
  nextSeq: Map<number, number>;
  latest: SavedLatest[];
  secret: SecretState;
}

export class DriveStore {
  private readonly overlays = new Map<string, Overlay>();

  constructor(private readonly ctx: ServiceContext) {}

  /** Forgets what requests changed: created folders, saved latest folders, the secret lock. */
  reset(): void {
    this.overlays.clear();
  }

  view(request: Request): DriveView {
    const user = this.ctx.userKind(request);
    const ds = driveDataset(this.ctx.seed, this.ctx.size, user);
    const key = `${this.ctx.seed}:${this.ctx.size}:${user}`;
    let overlay = this.overlays.get(key);
    if (!overlay) {
      overlay = {
        created: new Map(),
        nextSeq: new Map(),
        latest: [],
        secret: { day: '', failures: 0, activeUntil: 0 },
      };
      this.overlays.set(key, overlay);
    }
    return new DriveView(user, ds, overlay, this.ctx.userSettings?.() ?? {});
  }
}

const FOLDER_LIKE = new Set(['folder', 'sharefolder', 'linkfolder']);
export const isFolderLike = (f: DriveFile): boolean => FOLDER_LIKE.has(f.ftype);

export class DriveView {
  constructor(
    readonly user: SuiteUserKind,
    readonly ds: DriveDataset,
    private readonly overlay: Overlay,
    /** The suite's settings over the seeded user (userSettings.ts). */
    readonly settings: UserSettings = {},
  ) {}

  /** The user's vip_level: the setting, else the seeded one. */
  get vipLevel(): number {
    return this.settings.vipLevel ?? IDENTITIES[this.user].vip_level;
  }

  group(id: number): DriveGroup | undefined {
    return this.ds.group(id);
  }

  file(id: number): DriveFile | undefined {
    const created = this.overlay.created.get(fileGroupOf(id))?.find((f) => f.id === id);
    return created ?? this.ds.file(id);
  }

  children(groupId: number, parentid: number): DriveFile[] {
    const created = (this.overlay.created.get(groupId) ?? []).filter(
      (f) => f.parentid === parentid,
    );
    const base = this.ds.children(groupId, parentid);
    return created.length === 0 ? base : [...created, ...base];
  }

  /** Every file of a group, created folders included. */
  allFiles(groupId: number): DriveFile[] {
    return [...this.createdFiles(groupId), ...this.ds.files(groupId)];
  }

  /** The folders requests created in a group (newest first). */
  createdFiles(groupId: number): readonly DriveFile[] {
    return this.overlay.created.get(groupId) ?? [];
  }

  /** Ancestors of a file from the root down, the file itself last. */
  pathTo(file: DriveFile): DriveFile[] {
    const chain: DriveFile[] = [file];
    let parentid = file.parentid;
    while (parentid !== 0) {
      const parent = this.file(parentid);
      if (!parent) break;
      chain.unshift(parent);
      parentid = parent.parentid;
    }
    return chain;
  }

  createFolder(group: DriveGroup, parentid: number, fname: string, nowSec: number): DriveFile {
    const seq = this.overlay.nextSeq.get(group.id) ?? CREATED_SEQ_BASE + 1;
    this.overlay.nextSeq.set(group.id, seq + 1);
    const me = IDENTITIES[this.user];
    const creator = { id: me.userid, name: me.nickname };
    const id = group.id * FILE_ID_FACTOR + seq;
    const entry = makeEntry({
      group,
      id,
      parentid,
      fname,
      ftype: 'folder',
      mtime: nowSec,
      creator,
    });
    const list = this.overlay.created.get(group.id) ?? [];
    list.unshift(entry);
    this.overlay.created.set(group.id, list);
    return entry;
  }

  get secret(): SecretState {
    return this.overlay.secret;
  }

  get savedLatest(): SavedLatest[] {
    return this.overlay.latest;
  }
}
