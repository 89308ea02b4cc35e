/**
 * The text of a failure the finder shows (finder.md section 8): the server's `msg` when the
 * answer carried one, else the error's own message, else the default text. (The request layer
 * keeps the server's answer as the cause of its PickerError.)
 */
export function serverMessage(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const data = (current as { response?: { data?: unknown } }).response?.data;
    const msg = (data as { msg?: unknown } | undefined)?.msg;
    if (typeof msg === 'string' && msg.trim() !== '') return msg;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function errorText(error: unknown, fallback: string): string {
  const own = error instanceof Error ? error.message : '';
  return serverMessage(error) ?? (own || fallback);
}
