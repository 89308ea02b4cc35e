/**
 * What the finder knows about the team a TeamFiles route shows: its info, the folders from its
 * root to the open folder, and its permission (finder.md section 6):
 * - permission {new_empty, upload} defaults to 1/1 and stays so for secret, corptmp, special,
 *   corpspecial and tmp teams; for other teams the permission call decides; when it fails and
 *   the role is read_member (or the misspelt read_memeber) both are 0.
 * - in corptmp with action create both are 0.
 */
import { isCancelled, type PickerKernel } from '../../../kernel';
import type { FinderAction } from '../config/actions';
import {
  fetchGroup,
  fetchPath,
  fetchPermission,
  type GroupRecord,
  type PathRecord,
  type Permission,
} from './driveCalls';

export const DEFAULT_PERMISSION: Permission = Object.freeze({ new_empty: 1, upload: 1 });
const OWN_PERMISSION_TYPES = ['secret', 'corptmp', 'special', 'corpspecial', 'tmp'];
export const READ_ONLY_ROLES = ['read_member', 'read_memeber'];

export interface TeamView {
  team: GroupRecord;
  fid: number;
  path: PathRecord[];
  permission: Permission;
}

export async function teamPermission(
  kernel: PickerKernel,
  team: GroupRecord,
  action: FinderAction,
  signal?: AbortSignal,
): Promise<Permission> {
  if (team.type === 'corptmp' && action === 'create') return { new_empty: 0, upload: 0 };
  if (OWN_PERMISSION_TYPES.includes(team.type)) return DEFAULT_PERMISSION;
  try {
    return await fetchPermission(kernel, team.id, signal);
  } catch (error) {
    if (isCancelled(error)) throw error;
    return READ_ONLY_ROLES.includes(team.user_role ?? '')
      ? { new_empty: 0, upload: 0 }
      : DEFAULT_PERMISSION;
  }
}

/** Loads the team, the path to fid and the permission. */
export async function loadTeamView(
  kernel: PickerKernel,
  tid: number | string,
  fid: number,
  action: FinderAction,
  signal?: AbortSignal,
): Promise<TeamView> {
  const team = await fetchGroup(kernel, tid, signal);
  const [path, permission] = await Promise.all([
    fetchPath(kernel, team.id, fid, signal),
    teamPermission(kernel, team, action, signal),
  ]);
  return { team, fid, path, permission };
}
