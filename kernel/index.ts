/** pickerkit: the kernel entry. No React here; views live in pickerkit/views/*. */
export { createKernel } from './createKernel';
export { PickerKernel, type KernelStatus } from './PickerKernel';
export type { Plugin, Disposer } from './plugin';
export type { KernelOptions, ResolvedKernelOptions, DepartmentCounting, ItemRef } from './options';
export { DEFAULT_MAX_COUNT, DEFAULT_PAGE_SIZE } from './options';
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
export type {
  RequestClient,
  RequestOptions,
  Result,
  ServiceName,
  HttpMethod,
} from './request/types';
export { SERVICE_NAMES } from './request/types';
export * from './sources/cursors';
