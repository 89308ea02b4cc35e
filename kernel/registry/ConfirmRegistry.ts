/**
 * What a confirm hands the host: the fields of each item that may leave the picker, and the shape
 * of the payload. A preset registers both: the member picker keeps whitelisted fields and adds
 * `dropdownSelectIndex`; the finder builds `{ path, company, files, team }` from its full items.
 * Without a registered builder the payload is `{ items }`, each item without its server record.
 */
import { ErrorCodes, PickerError } from '../errors';
import type { Disposer } from '../plugin';
import type { ConfirmPayload, PickerItem } from '../types';

/** What confirm() was called with (the member picker's dropdown index, a host's extras). */
export interface ConfirmInput {
  dropdownSelectIndex?: number;
  [field: string]: unknown;
}

/** Builds the payload from the full selected items; `pick` keeps only the confirm fields. */
export type ConfirmPayloadBuilder = (
  items: readonly PickerItem[],
  input: ConfirmInput,
  pick: (item: PickerItem) => Record<string, unknown>,
) => ConfirmPayload;

export class ConfirmRegistry {
  private readonly fieldSet = new Set<string>();
  private builder: ConfirmPayloadBuilder | null = null;

  /** Fields of an item that `pick` keeps; none registered keeps every field but `raw`. */
  addFields(fields: readonly string[]): void {
    for (const field of fields) this.fieldSet.add(field);
  }

  get fields(): string[] {
    return [...this.fieldSet];
  }

  /**
   * Sets how the payload is built. The same builder again is accepted (several plugins of one
   * product register it); a second, different one fails: change a payload with
   * modifyConfirmPayload instead.
   */
  setBuilder(builder: ConfirmPayloadBuilder): Disposer {
    if (typeof builder !== 'function') {
      throw new PickerError(
        ErrorCodes.OPTIONS_INVALID,
        'a confirm payload builder must be a function (items, input, pick) => payload',
      );
    }
    if (this.builder && this.builder !== builder) {
      throw new PickerError(
        ErrorCodes.OPTIONS_INVALID,
        'a confirm payload builder is already registered: keep one per kernel, and change the payload in modifyConfirmPayload',
      );
    }
    this.builder = builder;
    return () => {
      if (this.builder === builder) this.builder = null;
    };
  }

  /** The confirm fields of one item (its server record never leaves). */
  pick = (item: PickerItem): Record<string, unknown> => {
    const source = item as unknown as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const fields = this.fieldSet.size > 0 ? this.fieldSet : Object.keys(source);
    for (const field of fields) {
      if (field === 'raw' || field === 'disabled') continue;
      const value = source[field];
      if (value !== undefined) out[field] = value;
    }
    return out;
  };

  build(items: readonly PickerItem[], input: ConfirmInput): ConfirmPayload {
    if (this.builder) return this.builder(items, input, this.pick);
    return { items: items.map(this.pick) };
  }
}
