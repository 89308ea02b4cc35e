/**
 * The suite's error body: `{ result: '<code>', msg: '<text>' }` with an HTTP status. Success
 * bodies carry `result: 'ok'`.
 */
import { HttpResponse } from 'msw';

export interface SuiteErrorBody {
  result: string;
  msg: string;
}

/** The code and text a status gets when a fault or handler names no other. */
export const STATUS_ERRORS: Record<number, SuiteErrorBody> = {
  400: { result: 'InvalidArgument', msg: 'Invalid argument.' },
  401: { result: 'userNotLogin', msg: 'Account signed out. Please sign in again.' },
  403: { result: 'permissionDenied', msg: 'Permission denied.' },
  404: { result: 'notFound', msg: 'Not found.' },
  429: { result: 'apiRateLimitExceede', msg: 'Too many requests.' },
  500: { result: 'ServerError', msg: 'Server error.' },
  502: { result: 'errServerException', msg: 'Bad gateway.' },
  503: { result: 'errServerException', msg: 'Service unavailable.' },
};

/** The code of a company whose IP policy refuses the caller. */
export const IP_FORBIDDEN_RESULT = 'IpForbidden';

export function errorBody(status: number, result?: string, msg?: string): SuiteErrorBody {
  const known = STATUS_ERRORS[status] ?? { result: 'ServerError', msg: `HTTP ${status}` };
  return { result: result ?? known.result, msg: msg ?? known.msg };
}

export function fail(status: number, result?: string, msg?: string): Response {
  return HttpResponse.json(errorBody(status, result, msg), { status });
}

export function ok<T extends object>(body: T): Response {
  return HttpResponse.json({ result: 'ok', ...body });
}

/** Thrown by parameter parsing; turned into a 400 by `handle`. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly result = 'InvalidArgument',
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Runs a resolver body, answering a BadRequest with its status and code. */
export async function handle(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BadRequest) return fail(err.status, err.result, err.message);
    throw err;
  }
}

/**
 * How the suite answers a personal (non-company) account asking for companies (finder.md
 * section 6): 403 permissionDenied with the numeric code 40300002.
 */
export const NOT_COMPANY_ACCOUNT_CODE = 40300002;
export const NOT_COMPANY_ACCOUNT_MSG = 'This account does not belong to a company.';

export function notCompanyAccount(): Response {
  return HttpResponse.json(
    { result: 'permissionDenied', code: NOT_COMPANY_ACCOUNT_CODE, msg: NOT_COMPANY_ACCOUNT_MSG },
    { status: 403 },
  );
}
