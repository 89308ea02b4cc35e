/**
 * Kernel options: what a host passes to createKernel, checked at creation so that a wrong value
 * fails with a message that says what to fix.
 */
import { ErrorCodes, PickerError } from './errors';
import type { Plugin } from './plugin';
import type { RequestClient, ServiceName } from './request/types';
import type { PickerItem, Release, SourceConfig } from './types';
import { RELEASES } from './types';
import type { DisabledReason, ExceedInfo } from './hooks';
import type { SearchScope } from './search/searchScope';
import type { RouterOptions } from './navigation/routerOptions';
import { checkStyleOptions, type StyleOptions } from './styleOptions';

/** How a selected department counts against the maximum: as its staff, or as one. */
export type DepartmentCounting = 'staff' | 'one';

/**
 * How picks work: one item (a pick replaces the earlier one), many, or directories (only folder
 * types can be picked, one at a time, and confirm needs no pick: the current folder counts).
 */
export type SelectionMode = 'single' | 'multi' | 'dir';
export const SELECTION_MODES: readonly SelectionMode[] = ['single', 'multi', 'dir'];

/** An item given by the host: at least type and id; the rest fills display. */
export type ItemRef = Pick<PickerItem, 'type' | 'id'> & Partial<PickerItem>;

export interface KernelOptions extends StyleOptions {
  /** UI language; else the browser language, its two-letter prefix, else zh-CN. */
  language?: string;
  release?: Release;
  /** 'multi' (default), 'single' or 'dir'. */
  mode?: SelectionMode;
  /** The member picker's form of mode: true is 'multi', false is 'single'. */
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
  /** Why an item cannot be picked (undefined: it can); the row shows the reason. */
  disabledReason?: (item: PickerItem) => DisabledReason | string | null | undefined;
  /** Which sources a search asks: every searchable one (default), the active tab's, or a rule. */
  searchScope?: SearchScope;
  /** Quiet time before typed text becomes the query (default 200 ms). */
  searchDebounceMs?: number;
  /** Leading-edge throttle of a row's clicks (default 600 ms). */
  clickThrottleMs?: number;
  /** The same in single and dir modes (default: clickThrottleMs). */
  singleClickThrottleMs?: number;
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
  mode: SelectionMode;
  /** True in multi mode. */
  multiple: boolean;
  maxCount: number;
  alwaysAllowConfirm: boolean;
  departmentCounting: DepartmentCounting;
  pageSize: number;
  searchScope: SearchScope;
  searchDebounceMs: number;
  clickThrottleMs: number;
  singleClickThrottleMs: number;
}

export const DEFAULT_MAX_COUNT = 99999;
export const DEFAULT_PAGE_SIZE = 20;
/** Search input debounce (member-picker.md section 9, union-selector.md section 5). */
export const DEFAULT_SEARCH_DEBOUNCE_MS = 200;
/** Row click throttle of member-picker.md section 5 (the union selector sets 300 and 500). */
export const DEFAULT_CLICK_THROTTLE_MS = 600;

function fail(message: string): never {
  throw new PickerError(ErrorCodes.OPTIONS_INVALID, message);
}

/** A count given as a string (`maxCount: '5'`) is named as such, not as an invalid count. */
function requireNumber(name: string, value: unknown, fallback: number): void {
  if (typeof value === 'number') return;
  const given = typeof value === 'string' ? `the string ${JSON.stringify(value)}` : typeof value;
  const digits = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? value.trim() : '';
  fail(`${name} must be a number, not ${given}: write ${name}: ${digits || fallback}`);
}

function resolveMode(options: KernelOptions): SelectionMode {
  const { mode, multiple } = options;
  if (multiple !== undefined && typeof multiple !== 'boolean') {
    fail(`multiple must be true or false (got ${JSON.stringify(multiple)}), or use mode`);
  }
  if (mode === undefined) return multiple === false ? 'single' : 'multi';
  if (!SELECTION_MODES.includes(mode)) {
    fail(`mode "${String(mode)}" is not valid: use "single", "multi" or "dir"`);
  }
  if (multiple !== undefined && multiple !== (mode === 'multi')) {
    fail(`multiple: ${String(multiple)} contradicts mode: "${mode}": pass only mode`);
  }
  return mode;
}

function resolveMs(options: KernelOptions, field: string, fallback: number): number {
  const value = options[field] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    fail(`${field} ${String(value)} is not valid: use a whole number of milliseconds, 0 or more`);
  }
  return value;
}

function resolveScope(scope: KernelOptions['searchScope']): SearchScope {
  if (scope === undefined) return 'all';
  if (scope === 'all' || scope === 'active-tab' || typeof scope === 'function') return scope;
  return fail(
    `searchScope ${JSON.stringify(scope)} is not valid: use "all", "active-tab" or a function (sources) => targets`,
  );
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
  requireNumber('maxCount', maxCount, 99999);
  if (!Number.isInteger(maxCount) || maxCount < 1) {
    fail(
      `maxCount ${String(maxCount)} is not valid: use a whole number of at least 1 (default 99999)`,
    );
  }
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  requireNumber('pageSize', pageSize, 20);
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    fail(
      `pageSize ${String(pageSize)} is not valid: use a whole number of at least 1 (default 20)`,
    );
  }
  const departmentCounting = options.departmentCounting ?? 'staff';
  if (departmentCounting !== 'staff' && departmentCounting !== 'one') {
    fail(`departmentCounting "${String(departmentCounting)}" is not valid: use "staff" or "one"`);
  }
  if (options.disabledReason !== undefined && typeof options.disabledReason !== 'function') {
    fail('disabledReason must be a function (item) => reason or undefined');
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
  checkStyleOptions(options);
  const mode = resolveMode(options);
  const clickThrottleMs = resolveMs(options, 'clickThrottleMs', DEFAULT_CLICK_THROTTLE_MS);
  return {
    ...options,
    release,
    mode,
    multiple: mode === 'multi',
    searchScope: resolveScope(options.searchScope),
    searchDebounceMs: resolveMs(options, 'searchDebounceMs', DEFAULT_SEARCH_DEBOUNCE_MS),
    clickThrottleMs,
    singleClickThrottleMs: resolveMs(options, 'singleClickThrottleMs', clickThrottleMs),
    maxCount,
    alwaysAllowConfirm: options.alwaysAllowConfirm ?? false,
    departmentCounting,
    pageSize,
  };
}
