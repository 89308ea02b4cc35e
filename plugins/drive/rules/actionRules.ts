/**
 * The rules that refuse an action whatever OK's own rule says (finder.md sections 5 and 6), as
 * pure functions of what is known: the files the action carries, the chosen folder, the
 * companies. Each answers with the refusal (a key of the action texts) or null.
 *
 * - At most 5000 files per batch operation (the files carried: the presets of copy, move and
 *   save; the selection of moveIn and transfer).
 * - A destination action (copy, move, save, create) refuses a read-only folder.
 * - Copy: not into a carried folder or one of its subfolders; not a folder that has subfolders.
 * - Moving, copying or saving a file of an enterprise with document security restrictions to
 *   anywhere outside that enterprise.
 * - Move and moveIn: in an enterprise where the user is an ordinary member, only the files the
 *   user created.
 * - Transfer: Move (or Copy) is refused when a selected file's permission lacks it; a file that
 *   carries no permission allows both.
 */
import { BATCH_LIMIT, type FinderAction } from './actions';

/** What is known of a file the action carries (from its metadata, or as the host gave it). */
export interface CarriedFile {
  id: number | string;
  groupid: number;
  corpid: number;
  isFolder: boolean;
  /** A folder with at least one folder inside; undefined when unknown. */
  hasSubfolders?: boolean;
  creatorId?: number;
  /** file_perms_acl: 0 refuses, absent allows. */
  perms?: { copy?: number; move?: number };
}

export interface ChosenFolder {
  groupid: number;
  /** 0: the team root. */
  fid: number;
  /** The folder ids from the team root down to fid (fid included when above 0). */
  pathIds: ReadonlyArray<number>;
  companyId: number;
  readOnly: boolean;
}

export interface CompanyFacts {
  id: number;
  restrict?: boolean;
  role?: string;
}

export interface ActionFacts {
  action: FinderAction;
  carried: readonly CarriedFile[];
  folder: ChosenFolder | null;
  companies: readonly CompanyFacts[];
  userId: number;
}

export type Refusal =
  | 'refuse.batchLimit'
  | 'refuse.readOnly'
  | 'refuse.copyIntoSubfolder'
  | 'refuse.copyFolderWithSubfolders'
  | 'refuse.restricted.copy'
  | 'refuse.restricted.move'
  | 'refuse.restricted.save'
  | 'refuse.notOwnFile';

export const DESTINATION_ACTIONS: readonly FinderAction[] = ['copy', 'move', 'save', 'create'];
/** The enterprise roles below owner and administrator. */
export const ORDINARY_MEMBER_ROLES: readonly string[] = ['member'];

function restrictedOutside(facts: ActionFacts, folder: ChosenFolder): boolean {
  return facts.carried.some((file) => {
    if (file.corpid <= 0 || file.corpid === folder.companyId) return false;
    return facts.companies.find((c) => c.id === file.corpid)?.restrict === true;
  });
}

function copiesIntoItself(facts: ActionFacts, folder: ChosenFolder): boolean {
  const inside = new Set(folder.pathIds);
  if (folder.fid > 0) inside.add(folder.fid);
  return facts.carried.some(
    (file) => file.isFolder && file.groupid === folder.groupid && inside.has(Number(file.id)),
  );
}

function movesOthersFiles(facts: ActionFacts): boolean {
  return facts.carried.some((file) => {
    if (file.corpid <= 0 || file.creatorId === undefined) return false;
    const role = facts.companies.find((c) => c.id === file.corpid)?.role;
    return (
      role !== undefined && ORDINARY_MEMBER_ROLES.includes(role) && file.creatorId !== facts.userId
    );
  });
}

/** The refusal of committing the action into the chosen folder, or null. */
export function actionRefusal(facts: ActionFacts): Refusal | null {
  const { action, carried, folder } = facts;
  if (carried.length > BATCH_LIMIT) return 'refuse.batchLimit';
  if (action === 'moveIn' && movesOthersFiles(facts)) return 'refuse.notOwnFile';
  if (!DESTINATION_ACTIONS.includes(action) || !folder) return null;
  if (folder.readOnly) return 'refuse.readOnly';
  if (action === 'copy' || action === 'move' || action === 'save') {
    if (restrictedOutside(facts, folder)) return `refuse.restricted.${action}`;
  }
  if (action === 'copy') {
    if (copiesIntoItself(facts, folder)) return 'refuse.copyIntoSubfolder';
    if (carried.some((file) => file.isFolder && file.hasSubfolders === true)) {
      return 'refuse.copyFolderWithSubfolders';
    }
  }
  if (action === 'move' && movesOthersFiles(facts)) return 'refuse.notOwnFile';
  return null;
}

export type TransferOperation = 'move' | 'copy';

/** Transfer: whether every selected file allows the operation (absent permission allows). */
export function transferAllows(
  selected: ReadonlyArray<Pick<CarriedFile, 'perms'>>,
  operation: TransferOperation,
): boolean {
  return selected.every((file) => file.perms?.[operation] !== 0);
}
