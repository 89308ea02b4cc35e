/** pickerkit/presets/finder: the file and folder picker, assembled from the drive plugins. */
export { createFinder, type FinderInstance } from './createFinder';
export type { FinderOptions, FinderProps, OpenFinderOptions } from './types';
export { defaultFinderPlugins } from './finderPlugins';
export type { CommitInfo } from '../../plugins/drive/actions';
export type { FinderView } from '../../plugins/views/finder-frame/finderView';
export { resolveInputs, missingParam, MISSING_JOINER } from './config/options';
export type { FinderInputs, FileFilter, PathInput, TransferInput } from './config/options';
export {
  ACTIONS,
  ACTION_CONFIG,
  FEATURES,
  FILE_TYPE_GROUPS,
  TABS,
  chooseLanding,
  selectabilityOf,
  selectabilityRules,
  visibleTabs,
  type CommitOperation,
  type Feature,
  type FinderAction,
  type FinderMode,
  type FinderTab,
} from '../../plugins/drive/rules';
export { computeFeatureSet } from './config/features';
export { Finder } from './Finder';
export { openFinder } from './openFinder';
export { finderCatalogues } from './languages';
export { FINDER_ADAPTER_VERSION, FINDER_WIDGET_VERSION } from './versions';
export type { Language, LanguageOption, PickerKernel, Plugin, Release } from '../../kernel';
