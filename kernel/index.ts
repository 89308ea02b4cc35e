/** pickerkit: the kernel entry. No React here; views live in pickerkit/views/*. */
export { createKernel } from './createKernel';
export { PickerKernel, type KernelStatus } from './PickerKernel';
export {
  observableRef,
  observableShallow,
  observableStruct,
  computedStruct,
  actionBound,
} from './mobxAnnotations';
export type { Plugin, Disposer } from './plugin';
export type {
  KernelOptions,
  ResolvedKernelOptions,
  DepartmentCounting,
  ItemRef,
  SelectionMode,
} from './options';
export {
  DEFAULT_MAX_COUNT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_DEBOUNCE_MS,
  DEFAULT_CLICK_THROTTLE_MS,
  SELECTION_MODES,
  resolveOptions,
} from './options';
export { checkStyleOptions, type StyleOptions } from './styleOptions';
export { ItemTypeRegistry, type ItemTypeSpec } from './registry/ItemTypeRegistry';
export {
  ExtensionRegistry,
  defineExtension,
  type ExtensionKey,
} from './registry/ExtensionRegistry';
export {
  ConfirmRegistry,
  type ConfirmInput,
  type ConfirmPayloadBuilder,
} from './registry/ConfirmRegistry';
export * from './types';
export * from './errors';
export * from './stages';
export type {
  KernelHooks,
  HookName,
  SelectionChange,
  ExceedInfo,
  ErrorContext,
  LoadRequest,
  TabDescriptor,
  UserAction,
  DisabledReason,
  ConfirmRuleInput,
} from './hooks';
export { interceptAll } from './hooks';
export type { Announcement, AnnouncementKind } from './announce/announcement';
export {
  resolveLanguage,
  matchLanguage,
  browserLanguage,
  acceptedLanguage,
  addStrings,
  LANGUAGES,
  DEFAULT_LANGUAGE,
} from './i18n';
export type { Language, LanguageOption, I18nInstance } from './i18n';
export {
  FALLBACK_LANGUAGE,
  defineCatalogue,
  preloadLanguages,
  loadTexts,
  addCatalogue,
  languageLoaderOf,
  coreCatalogue,
  LanguageLoader,
  type Catalogue,
  type LoadedLanguage,
  type Texts,
  type TextsLoader,
} from './i18n';
export {
  ResultCodeTable,
  RESULT_NAMESPACE,
  type ResultCodeCatalogue,
  type ResultCodeTexts,
  type ResultSource,
} from './i18n/resultCodes';
export type { CurrentUser, Company, ContextDeps } from './context/ContextStore';
export { ContextPersistence } from './context/persistence';
export { MAX_JOINED_COMPANIES, isNewCompanyUser } from './context/ContextStore';
export * from './request';
export * from './sources/cursors';
export { SourceStore, type SourceFactory, type SourceDeps } from './sources/SourceStore';
export { ListState } from './sources/ListState';
export { SearchStore, SEARCH_DEBOUNCE_MS, type SearchDeps } from './search/SearchStore';
export {
  SearchAreaStore,
  searchAreaOf,
  searchAreaScope,
  SEARCH_AREA_SCOPE_KEY,
  type SearchAreaChoice,
  type SearchAreaDeps,
} from './search/SearchArea';
export {
  searchTargets,
  canSearch,
  type SearchScope,
  type SearchScopeRule,
  type SearchScopeInput,
  type SearchTarget,
} from './search/searchScope';
export type { PipelineEnv, SelectionPipeline } from './sources/pipelineEnv';
export { TreeStore, type TreeDeps, type ExpandedKeysStorage } from './tree/TreeStore';
export type { TreeRow, TreeRowKind } from './tree/treeRows';
export { TabStore, type SetActiveOptions } from './navigation/TabStore';
export { Router, type RouterDependencies } from './navigation/Router';
export { MAX_REDIRECTS } from './navigation/enterRoutes';
export {
  ROUTER_DEFAULTS,
  resolveRouterOptions,
  type RouterOptions,
  type ResolvedRouterOptions,
} from './navigation/routerOptions';
export type * from './navigation/routeTypes';
export {
  SelectionStore,
  type SelectionDeps,
  type SelectionOptions,
  type CheckStatus,
} from './selection/SelectionStore';
export { ContextStore } from './context/ContextStore';
// The query classification itself (with validator) is not re-exported here, so that a product
// without a search box or paste does not load it: pickerkit/views/search-box and
// pickerkit/sources/context export it.
export type { QueryKind } from './search/classifyQuery';
export {
  localMatches,
  confirmedFirst,
  confirmedBlocksFirst,
  LOCAL_MATCH_LIMIT,
} from './search/localMatches';
export * from './paste';
