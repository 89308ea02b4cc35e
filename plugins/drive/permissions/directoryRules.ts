/**
 * The current directory's rules (finder.md section 5):
 * - read-only when no team is loaded, in a tmp or corptmp team with no device or folder open, in
 *   a read-only role (section 6), or when the permission lacks new_empty; except a TeamFiles path
 *   in selectPath mode when path-permission checking (checkPathPermission) is off;
 * - the new-folder button is hidden in tmp and corptmp teams, in read-only directories, when the
 *   createFolder feature is off, or when an error exists.
 * Directories are team files (personal or enterprise) and device paths; any other route (Recent,
 * Starred, a search...) is not a directory one can write into.
 */
import type { FinderAction } from '../rules/actions';
import { isReadOnlyRole, type Permission } from './permission';

export const TEAM_ROUTES: readonly string[] = ['TeamFiles', 'EnterpriseTeamFiles'];
export const DEVICE_ROUTES: readonly string[] = ['Devices', 'Device'];

export interface DirectoryState {
  /** The current route's name (undefined before the first route). */
  route: string | undefined;
  action: FinderAction;
  /** The checkPathPermission feature is on. */
  checkPathPermission: boolean;
  /** The team shown, with the open folder (0: its root) and its permission; null: none loaded. */
  team: { type: string; user_role?: string } | null;
  fid: number;
  permission: Permission;
}

export function isReadOnlyDirectory(state: DirectoryState): boolean {
  const { route = '', team } = state;
  const teamRoute = TEAM_ROUTES.includes(route);
  if (teamRoute && state.action === 'selectPath' && !state.checkPathPermission) return false;
  const deviceRoute = DEVICE_ROUTES.includes(route);
  if ((!teamRoute && !deviceRoute) || !team) return true;
  const somethingOpen = route === 'Device' || (teamRoute && state.fid > 0);
  if ((team.type === 'tmp' || team.type === 'corptmp') && !somethingOpen) return true;
  if (isReadOnlyRole(team.user_role)) return true;
  return state.permission.new_empty === 0;
}

export interface NewFolderState extends DirectoryState {
  /** The createFolder feature is on. */
  createFolder: boolean;
  /** The list shows an error. */
  hasError: boolean;
}

export function newFolderVisible(state: NewFolderState): boolean {
  if (!state.createFolder || state.hasError) return false;
  if (state.team && (state.team.type === 'tmp' || state.team.type === 'corptmp')) return false;
  return !isReadOnlyDirectory(state);
}
