/**
 * pickerkit/drive/actions: what a file picker does besides picking, and its commit: the
 * new-folder row, rename mode's name, transfer's Move and Copy, the files an action carries and
 * its refusals, in a store on the kernel (actionsPlugin(options), FINDER_ACTIONS), with the
 * commit info as the kernel's confirm payload (OK waits for the action's own rule; the payload
 * gains its extras).
 */
export { FinderActions, type ActionOptions, type CommitExtras } from './FinderActions';
export { NewFolderStore, NEW_FOLDER_DEBOUNCE_MS, type Timers } from './NewFolderStore';
export { FINDER_ACTIONS_PLUGIN, FINDER_ACTIONS } from './actionsKey';
export { actionsPlugin } from './actionsPlugin';
export { asCommitInfo, commitInfo, type CommitInfo } from './commitPayload';
export { actionsView, type ActionsView } from './actionsView';
export type { ActionHost } from './actionHost';
