/**
 * pickerkit/drive/enterprise: the user's companies and the enterprise restriction as a kernel
 * plugin with its own store (enterprisePlugin(), ENTERPRISE_STATE: refused tabs and companies,
 * restriction turned off on arrival), the workspace switcher's entries, and the texts they show.
 */
export { enterprisePlugin } from './enterprisePlugin';
export { ENTERPRISE_PLUGIN, ENTERPRISE_STATE } from './enterpriseKey';
export { EnterpriseState } from './EnterpriseState';
export { enterpriseView, type EnterpriseView } from './enterpriseView';
export {
  enterpriseText,
  enterpriseTextsCatalogue,
  ENTERPRISE_NAMESPACE,
  type EnterpriseTextKey,
} from './enterpriseTexts';
export { isTabLimited, limitTipKey, type WorkspaceEntry } from './restrictionRules';
export { workspacesOf, switcherShown, switcherReadOnly, chooseWorkspace } from './workspaces';
