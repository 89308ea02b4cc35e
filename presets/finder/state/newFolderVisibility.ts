/**
 * finder.md section 5: the 'new folder' button is hidden in tmp and corptmp teams, in read-only
 * directories, when the createFolder feature is off, when an error exists, and where no team
 * folder is open (a list that is not a folder has nowhere to create).
 */
import type { FinderStore } from './FinderStore';

export function newFolderVisible(store: FinderStore): boolean {
  if (!store.has('createFolder')) return false;
  if (store.listState()?.status === 'error') return false;
  const route = store.router.current?.name;
  const view = store.teamView;
  if (!view || (route !== 'TeamFiles' && route !== 'EnterpriseTeamFiles')) return false;
  if (view.team.type === 'tmp' || view.team.type === 'corptmp') return false;
  return !store.readOnly;
}
