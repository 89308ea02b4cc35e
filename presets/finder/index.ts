/** pickerkit/presets/finder: the file and folder picker. */
export { createFinder, type FinderInstance } from './createFinder';
export type { FinderOptions, FinderProps, OpenFinderOptions } from './types';
export type { CommitInfo, FinderStore } from './state/FinderStore';
export { resolveInputs, missingParam, MISSING_JOINER } from './config/options';
export type { FinderInputs, FileFilter, PathInput, TransferInput } from './config/options';
export { ACTIONS, ACTION_CONFIG, type FinderAction, type FinderMode } from './config/actions';
export type { CommitOperation } from './config/actionFooter';
export { FEATURES, computeFeatureSet, visibleTabs, type Feature } from './config/features';
export { TABS, type FinderTab } from './config/tabs';
export { chooseLanding } from './config/landing';
export { FILE_TYPE_GROUPS } from './config/fileTypes';
export { selectabilityOf, selectabilityRules } from './config/selectability';
export { Finder } from './Finder';
export { openFinder } from './openFinder';
export type { Language, LanguageOption, PickerKernel, Plugin, Release } from '../../kernel';
