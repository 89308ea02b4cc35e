/** The enterprise switcher's and the restriction's texts in English: the keys every language gives. */
const en = {
  'headers.kdocs': 'Kdocs',
  'limit.copy': 'Files of this enterprise can only be copied within the enterprise.',
  'limit.move': 'Files of this enterprise can only be moved within the enterprise.',
  'limit.moveIn': 'Files of this enterprise cannot be moved out of it.',
  'limit.save': 'Files of this enterprise can only be saved within the enterprise.',
  workspaces: 'Workspaces',
  switchWorkspace: 'Switch workspace, current: {{name}}',
  currentWorkspace: 'Workspace: {{name}}',
  ipForbidden: 'Not available: {{reason}}',
};

export type EnterpriseTextKey = keyof typeof en;
export default en;
