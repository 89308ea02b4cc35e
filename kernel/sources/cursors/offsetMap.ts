/**
 * Per-key paging positions (a browse offset and a search offset per tab). Reading without a key
 * is a programming error and says so, rather than mixing two tabs' positions.
 */
import { ErrorCodes, Messages, PickerError } from '../../errors';

export class OffsetMap<Value = unknown> {
  private readonly values = new Map<string, Value>();

  get(key: string | undefined | null): Value | undefined {
    return this.values.get(requireKey(key));
  }

  set(key: string, value: Value): void {
    this.values.set(requireKey(key), value);
  }

  has(key: string): boolean {
    return this.values.has(requireKey(key));
  }

  /** Forgets one key, or every key starting with `prefix` when given. */
  reset(key?: string, prefix = false): void {
    if (key === undefined) {
      this.values.clear();
      return;
    }
    if (!prefix) {
      this.values.delete(key);
      return;
    }
    for (const existing of [...this.values.keys()]) {
      if (existing.startsWith(key)) this.values.delete(existing);
    }
  }
}

function requireKey(key: string | undefined | null): string {
  if (typeof key !== 'string' || key === '') {
    throw new PickerError(ErrorCodes.PARAM_INVALID, Messages.offsetMapKeyMissing);
  }
  return key;
}
