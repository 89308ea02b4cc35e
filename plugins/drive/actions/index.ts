/**
 * pickerkit/drive/actions: what a file picker does besides picking: the new-folder row, rename
 * mode's name, transfer's Move and Copy, the files an action carries and its refusals, as a kernel
 * plugin on the confirmation (OK waits for the action's own rule; the payload gains its extras).
 */
export { FinderActions, type ActionOptions, type CommitExtras } from './FinderActions';
export { NewFolderStore, NEW_FOLDER_DEBOUNCE_MS, type Timers } from './NewFolderStore';
export { FINDER_ACTIONS_PLUGIN, actionsConfirm } from './actionsConfirm';
export type { ActionHost } from './actionHost';
