/** pickerkit: the kernel entry. No React here; views live in pickerkit/views/*. */
export { createKernel } from './createKernel';
export { PickerKernel, type KernelStatus } from './PickerKernel';
export type { Plugin, Disposer } from './plugin';
export type { KernelOptions, ResolvedKernelOptions, DepartmentCounting, ItemRef } from './options';
export { DEFAULT_MAX_COUNT, DEFAULT_PAGE_SIZE, resolveOptions } from './options';
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
} from './hooks';
export { interceptAll } from './hooks';
export { resolveLanguage, addStrings, LANGUAGES, DEFAULT_LANGUAGE } from './i18n';
export type { Language, I18nInstance } from './i18n';
export type { CurrentUser, Company } from './context/ContextStore';
export { MAX_JOINED_COMPANIES } from './context/ContextStore';
export * from './request';
export * from './sources/cursors';
export { SourceStore, type SourceFactory } from './sources/SourceStore';
export { ListState } from './sources/ListState';
export { SearchStore, SEARCH_DEBOUNCE_MS } from './search/SearchStore';
export { TreeStore } from './tree/TreeStore';
export type { TreeRow, TreeRowKind } from './tree/treeRows';
export { TabStore } from './navigation/TabStore';
export { Router, type RouterDependencies } from './navigation/Router';
export { MAX_REDIRECTS } from './navigation/enterRoutes';
export {
  ROUTER_DEFAULTS,
  resolveRouterOptions,
  type RouterOptions,
  type ResolvedRouterOptions,
} from './navigation/routerOptions';
export type * from './navigation/routeTypes';
export { SelectionStore } from './selection/SelectionStore';
export { ContextStore } from './context/ContextStore';
export { classifyQuery, type QueryKind } from './search/classifyQuery';
