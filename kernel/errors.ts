/**
 * Every failure the kernel and its plugins report. A PickerError carries a code that callers can
 * switch on; CancelledError marks work that was superseded or aborted and is never shown.
 */
export const ErrorCodes = {
  /** A plugin passed to kernel.use() is malformed, duplicated or missing a dependency. */
  PLUGIN_INVALID: 'PLUGIN_INVALID',
  /** A hook tap threw; the message names the plugin and the hook. */
  PLUGIN_FAILED: 'PLUGIN_FAILED',
  /** Options given to createKernel or a plugin factory are invalid. */
  OPTIONS_INVALID: 'OPTIONS_INVALID',
  /** A source configuration is invalid (member-picker.md section 5). */
  SOURCE_INVALID: 'SOURCE_INVALID',
  /** A parameter of a call is missing or wrong (member-picker.md section 8). */
  PARAM_INVALID: 'PARAM_INVALID',
  /** A request to the suite failed (status, network, timeout, abort). */
  REQUEST_FAILED: 'REQUEST_FAILED',
  /** Every source of a combined search failed. */
  ALL_SEARCHES_FAILED: 'ALL_SEARCHES_FAILED',
  /** A source returned something other than a list of items. */
  FETCH_NOT_ARRAY: 'FETCH_NOT_ARRAY',
  /** The widget was used before init(). */
  NOT_INITIALISED: 'NOT_INITIALISED',
  /** The kernel was used after dispose(). */
  DISPOSED: 'DISPOSED',
  /** Initialisation failed; the picker shows its error state. */
  INIT_FAILED: 'INIT_FAILED',
  /** Anything else that failed while loading a list. */
  LOAD_FAILED: 'LOAD_FAILED',
  /** A route definition is invalid (name, path syntax, params, redirect). */
  ROUTE_INVALID: 'ROUTE_INVALID',
  /** No route matches a path, or no route has a name. */
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  /** A route guard or loader failed, or redirects went round in a loop. */
  NAVIGATION_FAILED: 'NAVIGATION_FAILED',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/**
 * The kernel's own messages, verbatim where a spec quotes them. Each product's and plugin's texts
 * live with it (the member picker's in plugins/sources/member-items/messages.ts).
 */
export const Messages = {
  invalidQuery: '参数不合法, query',
  allSearchesFailed: '所有搜索请求失败',
  mustInstantiateFirst: '请先实例化 (must instantiate first)',
  offsetMapKeyMissing: 'offset map read without a key: pass the source key whose offset you want',
  fetchNotArray: 'fetch result must be an array.',
  errorOccurred: 'An error occurs. Click to retry.',
} as const;

export interface PickerErrorOptions {
  cause?: unknown;
  /** HTTP status of a failed request, when there was one. */
  status?: number;
  /** The suite's own result code (for example userNotLogin), when the response carried one. */
  result?: string;
  /** The suite's own message (the body's msg), when the response carried one. */
  msg?: string;
  /** The key of the source that failed, when one did. */
  sourceKey?: string;
}

export class PickerError extends Error {
  readonly code: ErrorCode;
  readonly status?: number;
  readonly result?: string;
  readonly msg?: string;
  readonly sourceKey?: string;

  constructor(code: ErrorCode, message: string, options: PickerErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PickerError';
    this.code = code;
    this.status = options.status;
    this.result = options.result;
    this.msg = options.msg;
    this.sourceKey = options.sourceKey;
  }
}

/** Work that was aborted or superseded. Views ignore it; sources rethrow it. */
export class CancelledError extends Error {
  readonly code = 'CANCELLED' as const;
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return (
    error instanceof CancelledError ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { name?: unknown }).name === 'CancelledError')
  );
}

/**
 * A wrong configuration (options or source configs): retrying cannot help, so the picker shows the
 * message instead of the retry panel and the imperative entry point rejects with it.
 */
export function isConfigurationError(error: unknown): error is PickerError {
  return (
    error instanceof PickerError &&
    (error.code === ErrorCodes.OPTIONS_INVALID || error.code === ErrorCodes.SOURCE_INVALID)
  );
}

/** Wraps anything thrown into a PickerError, leaving PickerErrors and cancellations as they are. */
export function toPickerError(
  error: unknown,
  code: ErrorCode = ErrorCodes.LOAD_FAILED,
): PickerError | CancelledError {
  if (error instanceof PickerError || isCancelled(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PickerError(code, message, { cause: error });
}
