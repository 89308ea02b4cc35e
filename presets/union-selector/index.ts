/** pickerkit/presets/union-selector: the insert panel (people, groups, departments, files, time). */
export { createUnionSelector, defaultUnionSelectorPlugins } from './createUnionSelector';
export { createUnionSelectorKernel } from './createUnionSelectorKernel';
export { UnionSelector, UNION_SELECTOR_CLASS } from './UnionSelector';
export { openUnionSelector, type OpenUnionSelectorOptions } from './openUnionSelector';
export { createUnionSearchWidget, type UnionSearchWidget } from './searchWidget';
export { validateUnionSelectorOptions } from './validateOptions';
export { resolveTabs, DEFAULT_TABS } from './tabsConfig';
export { toUnionItem, toUnionItems, fileDisabledReason } from './unionPayload';
export { UNION_SELECTOR_PLUGIN, unionTabsOf } from './presetPlugin';
export { unionSelectorCatalogues } from './languages';
export { UNION_SELECTOR_VERSION, UNION_SERVICE_CONFIG_VERSION } from './versions';
export { UNION_REQUEST_TIMEOUT_MS } from './requestDefaults';
export {
  POSITION_BOUNDARY_PADDING,
  MODAL_ANIMATION_MS,
  RESIZE_REFRESH_THROTTLE_MS,
} from '../../plugins/views/union-selector/layout';
export * from './types';
export type { Language, LanguageOption, PickerKernel, Plugin, Release } from '../../kernel';
