/**
 * The enterprise switcher's model (finder.md section 2, Enterprise switcher): its entries for
 * the store (the personal space as company 0, named by 'headers.kdocs', absent in the oem
 * release, which has no personal space), the current one, and choosing one — an enterprise goes
 * to its EnterpriseIndex, the personal space to MyDocs unless already there. Nothing is chosen
 * when switchWorkspace is off (the switcher is read-only) or the entry is disabled.
 */
import type { EnterpriseView } from './enterpriseView';
import { isTabActive } from '../finder-state/navigation';
import { enterpriseText } from './enterpriseTexts';
import { PERSONAL_WORKSPACE_ID, workspaceEntries, type WorkspaceEntry } from './restrictionRules';

export function hasPersonalSpace(store: EnterpriseView): boolean {
  return store.kernel.options.release !== 'oem';
}

export function workspacesOf(store: EnterpriseView): WorkspaceEntry[] {
  const { enterprise, inputs } = store;
  return workspaceEntries(
    store.companies,
    hasPersonalSpace(store) ? enterpriseText(store.kernel, 'headers.kdocs') : null,
    {
      action: inputs.action,
      transfer: inputs.transfer !== undefined,
      restrictionOn: enterprise.restrictionOn,
      lockedCompanyId: enterprise.lockedCompanyId,
      restricts: (id) => enterprise.restricts(id),
    },
  );
}

/** Whether the switcher shows: the entrance feature (on with 2 workspaces or more). */
export function switcherShown(store: EnterpriseView): boolean {
  return store.has('entrance');
}

export function switcherReadOnly(store: EnterpriseView): boolean {
  return !store.has('switchWorkspace');
}

/** Chooses a workspace; undefined when nothing happens (read-only, disabled, already there). */
export function chooseWorkspace(store: EnterpriseView, id: number): Promise<unknown> | undefined {
  if (switcherReadOnly(store)) return undefined;
  const entry = workspacesOf(store).find((w) => w.id === id);
  if (!entry || entry.disabled) return undefined;
  if (id === PERSONAL_WORKSPACE_ID) {
    if (store.companyId === 0 && isTabActive(store, 'MyDocs')) return undefined;
    return store.router.navigate({ name: 'MyDocs' });
  }
  return store.router.navigate({ name: 'EnterpriseIndex', params: { cid: id } });
}
