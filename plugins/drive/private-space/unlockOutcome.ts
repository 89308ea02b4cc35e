/**
 * What an unlock answer means (finder.md sections 5, 7 and 8): the wrong-password marker
 * `SecretGroupPasswordError` carries the remaining attempts after a colon; at 5 or fewer the
 * message is 'incorrect, N more attempts', above 5 the plain incorrect text; the limit code
 * `SecretGroupPasswordRetriesLimitError` is 'try again tomorrow'; anything else shows the
 * server's msg, else a generic server error.
 */
import { serverMessage } from '../result-codes/errorText';

export const WRONG_PASSWORD_MARKER = 'SecretGroupPasswordError';
export const RETRIES_LIMIT_CODE = 'SecretGroupPasswordRetriesLimitError';
/** The remaining count is shown at this many attempts or fewer. */
export const SHOW_REMAINING_AT_MOST = 5;

export type UnlockFailure =
  | { kind: 'incorrect'; remaining: number | null }
  | { kind: 'limit' }
  | { kind: 'server'; msg: string | null };

/** The code and values of a failure's message (codes of the finder's result-code catalogue). */
export interface UnlockMessage {
  key: 'passwordIncorrect' | 'passwordIncorrectLastTime' | 'TomorrowAgain' | 'ServerErrorMsg';
  values?: { count: number };
  /** The server's own text, shown instead of the key's when present. */
  text?: string;
}

/** The result code and msg of a failed call, wherever the request layer kept them. */
function resultOf(error: unknown): string {
  const own = (error as { result?: unknown } | null)?.result;
  if (typeof own === 'string') return own;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const data = (current as { response?: { data?: { result?: unknown } } }).response?.data;
    if (typeof data?.result === 'string') return data.result;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** Reads the remaining count after the marker's colon ('SecretGroupPasswordError:4' → 4). */
export function remainingAttempts(marker: string): number | null {
  const at = marker.indexOf(WRONG_PASSWORD_MARKER);
  if (at < 0) return null;
  const match = /^:\s*(\d+)/.exec(marker.slice(at + WRONG_PASSWORD_MARKER.length));
  return match ? Number(match[1]) : null;
}

export function unlockFailure(error: unknown): UnlockFailure {
  const result = resultOf(error);
  const msg = serverMessage(error) ?? (error as { msg?: string } | null)?.msg ?? null;
  if (result.includes(RETRIES_LIMIT_CODE)) return { kind: 'limit' };
  if (result.includes(WRONG_PASSWORD_MARKER)) {
    return { kind: 'incorrect', remaining: remainingAttempts(result) };
  }
  return { kind: 'server', msg: msg && msg.trim() !== '' ? msg : null };
}

export function unlockMessage(failure: UnlockFailure): UnlockMessage {
  switch (failure.kind) {
    case 'limit':
      return { key: 'TomorrowAgain' };
    case 'incorrect':
      return failure.remaining !== null && failure.remaining <= SHOW_REMAINING_AT_MOST
        ? { key: 'passwordIncorrectLastTime', values: { count: failure.remaining } }
        : { key: 'passwordIncorrect' };
    case 'server':
      return failure.msg ? { key: 'ServerErrorMsg', text: failure.msg } : { key: 'ServerErrorMsg' };
  }
}
