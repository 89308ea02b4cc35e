/**
 * Turns whatever a call failed with into the spec's client errors (member-picker.md section 8):
 * a PickerError(REQUEST_FAILED) with the exact texts, or a CancelledError for an aborted call.
 */
import { AxiosError, isCancel } from 'axios';
import { CancelledError, ErrorCodes, PickerError, isCancelled } from '../errors';

export const RequestMessages = {
  status: (status: number) => `Request failed with status code ${status}`,
  aborted: 'Request aborted',
  network: 'Network Error',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  configLoadFailed: 'config load failed',
  rsaFailed: 'RSA encrypt failed',
  /** A 2xx answer that says it is JSON but does not parse. */
  malformed: 'Malformed JSON response',
  /** The service answered with a redirect to another origin; the picker does not follow it. */
  redirectRefused: (from: string, to: string) =>
    `Redirect refused: ${from} redirected to another origin (${to})`,
} as const;

/** The result code of the config failure before a drive call (finder.md section 7). */
export const ENTRY_FAIL = 'entryFail';

/** What the client knew when the call failed. */
export interface FailureContext {
  timeoutMs: number;
  /** The caller's signal was aborted: the call is a cancellation. */
  cancelled: boolean;
  /** The client's own timer fired. */
  timedOut: boolean;
}

/** A string field of a response body (an object, or JSON text), when it is there and not empty. */
function bodyField(body: unknown, field: 'result' | 'msg'): string | undefined {
  if (typeof body === 'object' && body !== null) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  if (typeof body === 'string') {
    try {
      return bodyField(JSON.parse(body), field);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The suite's `result` field of a response body, when the body has one. */
export function resultCodeOf(body: unknown): string | undefined {
  return bodyField(body, 'result');
}

/** The suite's `msg` field of a response body, when the body has one. */
export function serverMessageOf(body: unknown): string | undefined {
  return bodyField(body, 'msg');
}

export function statusError(status: number, body: unknown, cause?: unknown): PickerError {
  return new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.status(status), {
    status,
    result: resultCodeOf(body),
    msg: serverMessageOf(body),
    cause,
  });
}

export function toRequestError(
  error: unknown,
  context: FailureContext,
): PickerError | CancelledError {
  if (context.cancelled) return new CancelledError('request cancelled');
  if (isCancelled(error)) return error as CancelledError;
  if (error instanceof PickerError) return error;
  const axiosError = error instanceof AxiosError ? error : undefined;
  const code = axiosError?.code;
  const isTimeout =
    context.timedOut ||
    code === AxiosError.ETIMEDOUT ||
    (code === AxiosError.ECONNABORTED && /timeout/i.test(axiosError?.message ?? ''));
  if (isTimeout) {
    return new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.timeout(context.timeoutMs), {
      cause: error,
    });
  }
  // Canceled by something other than the caller's signal or the timer (an interceptor, say).
  if (isCancel(error)) return new CancelledError('request cancelled');
  const response = axiosError?.response;
  if (response) return statusError(response.status, response.data, error);
  if (code === AxiosError.ECONNABORTED) {
    return new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.aborted, { cause: error });
  }
  return new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.network, { cause: error });
}
