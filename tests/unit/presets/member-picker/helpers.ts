/** Shared pieces of the member picker preset tests. */
import { expect } from 'vitest';
import type { PickerItem, RequestClient } from '../../../../kernel';
import { ErrorCodes, PickerError, selectionKey } from '../../../../kernel';
import { createMemberPicker, type MemberPickerOptions } from '../../../../presets/member-picker';

/** A client that is never reached in these tests (nothing is initialised). */
export const unusedClient: RequestClient = {
  request: () => Promise.reject(new Error('no request expected')),
  get: () => Promise.reject(new Error('no request expected')),
  post: () => Promise.reject(new Error('no request expected')),
  put: () => Promise.reject(new Error('no request expected')),
  delete: () => Promise.reject(new Error('no request expected')),
};

export function baseOptions(extra: Partial<MemberPickerOptions> = {}): MemberPickerOptions {
  return {
    sources: [{ type: 'latest' }],
    client: unusedClient,
    storage: null,
    language: 'en',
    _from: 'tests',
    _function: 'member-picker',
    ...extra,
  };
}

export function user(id: string | number): PickerItem {
  return {
    key: selectionKey('user', id),
    id: String(id),
    type: 'user',
    origin: 'latest',
    sourceKey: 'latest',
    name: `User ${id}`,
    raw: {},
  };
}

export const keysOf = (items: readonly PickerItem[]) => items.map((item) => item.key);

/** The message createMemberPicker throws for the base options plus these. */
export function messageFor(extra: Record<string, unknown>): string {
  try {
    createMemberPicker({ ...baseOptions(), ...extra } as never);
  } catch (error) {
    expect(error).toBeInstanceOf(PickerError);
    expect((error as PickerError).code).toBe(ErrorCodes.OPTIONS_INVALID);
    return (error as Error).message;
  }
  throw new Error('expected the options to be rejected');
}
