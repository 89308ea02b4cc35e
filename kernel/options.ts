/**
 * Kernel options: what a host passes to createKernel, checked at creation so that a wrong value
 * fails with a message that says what to fix.
 */
import { ErrorCodes, PickerError } from './errors';
import type { Plugin } from './plugin';
import type { RequestClient, ServiceName } from './request/types';
import type { PickerItem, Release, SourceConfig } from './types';
import { RELEASES } from './types';
import type { ExceedInfo } from './hooks';
import type { RouterOptions } from './navigation/routerOptions';

/** How a selected department counts against the maximum: as its staff, or as one. */
export type DepartmentCounting = 'staff' | 'one';

/** An item given by the host: at least type and id; the rest fills display. */
export type ItemRef = Pick<PickerItem, 'type' | 'id'> & Partial<PickerItem>;

export interface KernelOptions {
  /** UI language; else the browser language, its two-letter prefix, else zh-CN. */
  language?: string;
  release?: Release;
  /** Multi-select (default) or single select (a pick replaces the earlier one). */
  multiple?: boolean;
  /** Maximum selected count (default 99999). */
  maxCount?: number;
  /** Fired while picking, when a pick would exceed maxCount. */
  onExceed?: (info: ExceedInfo) => void;
  defaultSelected?: ItemRef[];
  /** Shown checked, never changeable, kept by clear-all. */
  disabled?: ItemRef[];
  /** Filtered out of every list. */
  hidden?: Array<Pick<PickerItem, 'type' | 'id'>>;
  /** Confirm enabled even when nothing is selected. */
  alwaysAllowConfirm?: boolean;
  departmentCounting?: DepartmentCounting;
  /** Caller source configs (member-picker.md section 3). */
  sources?: SourceConfig[];
  /** The request client; a preset creates one from `services`. */
  client?: RequestClient;
  /** Base URL per service. */
  services?: Partial<Record<ServiceName, string>>;
  /** Where tree and tab state persist; null turns persistence off. Default: localStorage if any. */
  storage?: Storage | null;
  /** Who is signed in, for namespacing persisted state (set by the user plugin once known). */
  userKey?: string;
  /** Page size of picker lists (default 20). */
  pageSize?: number;
  /** Analytics caller tags (warned about when empty or "none"). */
  _from?: string;
  _function?: string;
  /** Router timings (back/forward throttle, loader and route-hook debounce); see navigation.md. */
  router?: RouterOptions;
  /** Plugins to use at creation. */
  plugins?: Plugin[];
  [extra: string]: unknown;
}

export interface ResolvedKernelOptions extends KernelOptions {
  release: Release;
  multiple: boolean;
  maxCount: number;
  alwaysAllowConfirm: boolean;
  departmentCounting: DepartmentCounting;
  pageSize: number;
}

export const DEFAULT_MAX_COUNT = 99999;
export const DEFAULT_PAGE_SIZE = 20;

function fail(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, message);
}

export function resolveOptions(options: KernelOptions = {}): ResolvedKernelOptions {
  if (typeof options !== 'object' || options === null) {
    fail('createKernel(options): options must be an object, e.g. createKernel({ sources: [...] })');
  }
  const release = options.release ?? 'default';
  if (!RELEASES.includes(release)) {
    fail(`release "${String(release)}" is not valid: use "default", "oversea" or "oem"`);
  }
  const maxCount = options.maxCount ?? DEFAULT_MAX_COUNT;
  if (!Number.isInteger(maxCount) || maxCount < 1) {
    fail(
      `maxCount ${String(maxCount)} is not valid: use a whole number of at least 1 (default 99999)`,
    );
  }
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    fail(
      `pageSize ${String(pageSize)} is not valid: use a whole number of at least 1 (default 20)`,
    );
  }
  const departmentCounting = options.departmentCounting ?? 'staff';
  if (departmentCounting !== 'staff' && departmentCounting !== 'one') {
    fail(`departmentCounting "${String(departmentCounting)}" is not valid: use "staff" or "one"`);
  }
  if (options.onExceed !== undefined && typeof options.onExceed !== 'function') {
    fail('onExceed must be a function called with { maxCount, attempted, item }');
  }
  if (options.sources !== undefined && !Array.isArray(options.sources)) {
    fail('sources must be an array of source configs, e.g. [{ type: "latest" }]');
  }
  for (const field of ['defaultSelected', 'disabled', 'hidden'] as const) {
    const list = options[field];
    if (list === undefined) continue;
    if (!Array.isArray(list)) fail(`${field} must be an array of { type, id } items`);
    list.forEach((item, index) => {
      if (typeof item !== 'object' || item === null || !item.type || item.id === undefined) {
        fail(`${field}[${index}] needs a type and an id, e.g. { type: "user", id: "1001" }`);
      }
    });
  }
  return {
    ...options,
    release,
    multiple: options.multiple ?? true,
    maxCount,
    alwaysAllowConfirm: options.alwaysAllowConfirm ?? false,
    departmentCounting,
    pageSize,
  };
}
