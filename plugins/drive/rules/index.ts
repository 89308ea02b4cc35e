/**
 * pickerkit/drive/rules: the drive's rules as data and pure functions (no store, no requests):
 * the actions and their modes, the tabs, the features, the file-type groups and what may be
 * picked, the landing choice, the action rules (refusals, transfer), rename and name checks, and
 * the shape of the checked inputs every drive plugin reads.
 */
export { ACTIONS, ACTION_CONFIG, BATCH_LIMIT, TRANSFER_LIMIT, isAction } from './actions';
export type { ActionConfig, FinderAction, FinderMode } from './actions';
export { ACTION_FOOTER, type ActionFooter, type CommitOperation } from './actionFooter';
export { actionRefusal, transferAllows } from './actionRules';
export type { CarriedFile, ChosenFolder, Refusal, TransferOperation } from './actionRules';
export { FEATURES, visibleTabs } from './features';
export type { Feature, FeatureSet } from './features';
export { FILE_TYPE_GROUPS, typeMatcher } from './fileTypes';
export type { FilePreset, PathInput, ResolvedInputs } from './inputs';
export { chooseLanding, savedPathAllowed, type LandingTarget, type SavedPath } from './landing';
export { defaultRename, renameResult, type RenameSubject } from './rename';
export { selectabilityOf, selectabilityRules } from './selectability';
export type { Selectability, SelectabilityRules, UnselectableReason } from './selectability';
export { TABS, TAB_GROUPS, isTab, type FinderTab } from './tabs';
export { fileNameError, NAME_MAX_LENGTH, type NameError } from './validators';
