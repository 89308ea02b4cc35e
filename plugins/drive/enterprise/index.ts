/**
 * pickerkit/drive/enterprise: the user's companies and the enterprise restriction as a kernel
 * plugin (refused tabs and companies, restriction turned off on arrival), the workspace switcher's
 * entries, and the texts they show.
 */
export { ENTERPRISE_PLUGIN, enterprisePlugin } from './enterprisePlugin';
export { EnterpriseState } from './EnterpriseState';
export { enterpriseText, ENTERPRISE_NAMESPACE, type EnterpriseTextKey } from './enterpriseTexts';
export { isTabLimited, limitTipKey, type WorkspaceEntry } from './restrictionRules';
export { workspacesOf, switcherShown, switcherReadOnly, chooseWorkspace } from './workspaces';
