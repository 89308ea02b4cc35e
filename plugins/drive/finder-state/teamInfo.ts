/**
 * What the finder knows about the team a TeamFiles route shows: its info, the folders from its
 * root to the open folder, and its permission (the rules of finder.md section 6 are in
 * `space/permission.ts`; the permission call is root_perm).
 */
import type { PickerKernel } from '../../../kernel';
import type { FinderAction } from '../rules/actions';
import { loadGroup } from './cachedCalls';
import { teamPermission } from '../permissions/permission';
import { fetchPath, fetchPermission, type GroupRecord, type PathRecord } from './driveCalls';
import type { Permission } from './driveCalls';

export { DEFAULT_PERMISSION, READ_ONLY_ROLES } from '../permissions/permission';

export interface TeamView {
  team: GroupRecord;
  fid: number;
  path: PathRecord[];
  permission: Permission;
}

/** Loads the team (through the finder's caches), the path to fid and the permission. */
export async function loadTeamView(
  kernel: PickerKernel,
  tid: number | string,
  fid: number,
  action: FinderAction,
  signal?: AbortSignal,
): Promise<TeamView> {
  const team = await loadGroup(kernel, tid, signal);
  const [path, permission] = await Promise.all([
    fetchPath(kernel, team.id, fid, signal),
    teamPermission(team, action, () => fetchPermission(kernel, team.id, signal)),
  ]);
  return { team, fid, path, permission };
}
