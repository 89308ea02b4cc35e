/**
 * A directory's permission {new_empty, upload} (finder.md section 6):
 * - default both 1, kept so for secret, corptmp, special, corpspecial and tmp teams;
 * - for other teams the root_perm call decides; when that fails and the role is read_member (or
 *   the misspelt read_memeber, which one check of the suite uses) both are 0;
 * - in corptmp with action create both are 0, and on device paths with action create both are 0.
 */
import { isCancelled } from '../../../kernel';
import type { FinderAction } from '../rules/actions';

export interface Permission {
  new_empty: number;
  upload: number;
}

export const DEFAULT_PERMISSION: Permission = Object.freeze({ new_empty: 1, upload: 1 });
export const NO_PERMISSION: Permission = Object.freeze({ new_empty: 0, upload: 0 });
/** Teams whose permission stays the default: the call is not made for them. */
export const KEPT_PERMISSION_TYPES: readonly string[] = [
  'secret',
  'corptmp',
  'special',
  'corpspecial',
  'tmp',
];
/** Read-only team roles, with the misspelling one check of the suite uses. */
export const READ_ONLY_ROLES: readonly string[] = ['read_member', 'read_memeber'];

export function isReadOnlyRole(role: string | undefined): boolean {
  return READ_ONLY_ROLES.includes(role ?? '');
}

/** The permission on a device path (Devices or one device). */
export function devicePermission(action: FinderAction): Permission {
  return action === 'create' ? NO_PERMISSION : DEFAULT_PERMISSION;
}

export interface PermissionTeam {
  type: string;
  user_role?: string;
}

/** The permission of a team directory; `fetchRootPerm` is the root_perm call. */
export async function teamPermission(
  team: PermissionTeam,
  action: FinderAction,
  fetchRootPerm: () => Promise<Permission>,
): Promise<Permission> {
  if (team.type === 'corptmp' && action === 'create') return NO_PERMISSION;
  if (KEPT_PERMISSION_TYPES.includes(team.type)) return DEFAULT_PERMISSION;
  try {
    return await fetchRootPerm();
  } catch (error) {
    if (isCancelled(error)) throw error;
    return isReadOnlyRole(team.user_role) ? NO_PERMISSION : DEFAULT_PERMISSION;
  }
}
