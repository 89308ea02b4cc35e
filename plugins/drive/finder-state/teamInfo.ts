/**
 * What the finder knows about the team a TeamFiles route shows: its info, the folders from its
 * root to the open folder, and its permission (the rules of finder.md section 6 are in
 * `space/permission.ts`; the permission call is root_perm).
 */
import type { PickerKernel } from '../../../kernel';
import type { FinderAction } from '../rules/actions';
import { loadGroup, loadPath, loadPermission } from './cachedCalls';
import { teamPermission } from '../permissions/permission';
import type { GroupRecord, PathRecord, Permission } from './driveCalls';

export { DEFAULT_PERMISSION, READ_ONLY_ROLES } from '../permissions/permission';

export interface TeamView {
  team: GroupRecord;
  fid: number;
  path: PathRecord[];
  permission: Permission;
}

/** What a move within the team shown knows already (knownTeam.ts). */
export interface KnownTeam {
  team: GroupRecord;
  /** The team's root permission: one per team, so the folder shown already has it. */
  permission: Permission;
  /** The path to the folder asked for, where the folder shown tells it (its row, a crumb). */
  path?: PathRecord[];
}

/**
 * Loads the team, the path to fid and the permission, each through the finder's caches (what was
 * seen before is answered at once and refreshed in the background). What a move within the team
 * shown already knows (`known`, knownTeam.ts) is taken as it is, without a call.
 */
export async function loadTeamView(
  kernel: PickerKernel,
  tid: number | string,
  fid: number,
  action: FinderAction,
  signal?: AbortSignal,
  known?: KnownTeam | null,
): Promise<TeamView> {
  if (known?.path) return { team: known.team, fid, path: known.path, permission: known.permission };
  if (known) {
    const path = await loadPath(kernel, known.team.id, fid, signal);
    return { team: known.team, fid, path, permission: known.permission };
  }
  const team = await loadGroup(kernel, tid, signal);
  const [path, permission] = await Promise.all([
    loadPath(kernel, team.id, fid, signal),
    teamPermission(team, action, () => loadPermission(kernel, team.id, signal)),
  ]);
  return { team, fid, path, permission };
}
