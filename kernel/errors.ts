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

/** The spec's messages, verbatim where the spec quotes them. */
export const Messages = {
  missingCompanyId: '缺失参数, companyId',
  missingDeptId: '缺失参数, deptId',
  invalidQuery: '参数不合法, query',
  invalidRole: '参数不合法, role',
  invalidDeptIds: 'deptIds参数错误',
  missingSid: '参数错误, 缺少协作ID: sid',
  missingGid: '参数错误, 缺少团队ID: gid',
  missingTeamSource: '参数错误, 缺少团队source: params.source',
  allSearchesFailed: '所有搜索请求失败',
  mustInstantiateFirst: '请先实例化 (must instantiate first)',
  offsetMapKeyMissing: 'offset map read without a key: pass the source key whose offset you want',
  fetchNotArray: 'fetch result must be an array.',
  personalUserCompany:
    '个人用户不能配置 company 类型 (a personal user cannot configure the company source)',
  companyNotJoined:
    '配置的 companyId 与已加入的企业不匹配 (the configured companyId is not one of the joined companies)',
  customNeedsIds: 'custom 类型需要 companyId 和 gid (the custom source needs companyId and gid)',
  selfDefineGet: '请提供 selfDefine 的 get 回调 (the self-defined source needs a get callback)',
  selfDefineSearch:
    '请提供 selfDefine 的 search 回调，或关闭搜索 (provide a search callback or set searchable: false)',
  selfDefineGetAll:
    'getAll 回调是必需的 (the self-defined source needs a getAll callback for root selection)',
  errorOccurred: 'An error occurs. Click to retry.',
  sourcesRequired: 'sources 参数必填且不能为空 (sources is required and must not be empty)',
  invalidSourceType: 'source 类型不合法 (unknown source type)',
  teamCompanyNeedsCompany:
    'teamCompany 类型需要 companyId 或 company 类型 (the teamCompany source needs a companyId or a company source)',
  teamCompanyOneCompany:
    'teamCompany 只支持一个企业的团队 (teamCompany supports the teams of one company only)',
  customMemberNeedsCustomId:
    'customMember 类型需要 customId (the customMember source needs the customId of its tag)',
  selfDefineUniqueKey:
    '多个 selfDefine 需要各自唯一的 key (several selfDefine sources each need a unique key)',
  checkboxStatus: 'status parameter wrong: unselected(0), half(1), all(2)',
  memberItemTags: 'member-item.tags parameter wrong',
} as const;

export interface PickerErrorOptions {
  cause?: unknown;
  /** HTTP status of a failed request, when there was one. */
  status?: number;
  /** The suite's own result code (for example userNotLogin), when the response carried one. */
  result?: string;
  /** The key of the source that failed, when one did. */
  sourceKey?: string;
}

export class PickerError extends Error {
  readonly code: ErrorCode;
  readonly status?: number;
  readonly result?: string;
  readonly sourceKey?: string;

  constructor(code: ErrorCode, message: string, options: PickerErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PickerError';
    this.code = code;
    this.status = options.status;
    this.result = options.result;
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

/** Wraps anything thrown into a PickerError, leaving PickerErrors and cancellations as they are. */
export function toPickerError(
  error: unknown,
  code: ErrorCode = ErrorCodes.LOAD_FAILED,
): PickerError | CancelledError {
  if (error instanceof PickerError || isCancelled(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PickerError(code, message, { cause: error });
}
