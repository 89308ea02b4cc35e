/**
 * Persisted view state (expanded tree keys, the active tab), namespaced by user. The storage is
 * kernel.options.storage, else globalThis.localStorage when there is one; null turns it off.
 * Storage that throws or holds garbage is ignored: persistence is a convenience, never fatal.
 */
import type { ContextStore } from '../context/ContextStore';
import type { KernelOptions } from '../options';
import type { ExpandedKeysStorage } from '../tree/TreeStore';
import type { TabMemory } from './TabStore';

/**
 * What persistence reads of a kernel: its storage and user key options, and the signed-in user.
 * A narrow view, so that this helper does not import the root store that imports it.
 */
export interface PersistHost {
  readonly options: Pick<KernelOptions, 'storage' | 'userKey'>;
  readonly context: Pick<ContextStore, 'user'>;
}

function storageOf(kernel: PersistHost): Storage | null {
  if (kernel.options.storage !== undefined) return kernel.options.storage;
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : null;
  } catch {
    return null;
  }
}

/** `pickerkit:<area>:<user>[:<name>]`, the user from the context, else options.userKey. */
export function persistKey(kernel: PersistHost, area: string, name?: string): string {
  const userKey = kernel.context.user?.userid ?? kernel.options.userKey ?? 'anonymous';
  return ['pickerkit', area, userKey, ...(name === undefined ? [] : [name])].join(':');
}

export function readPersisted<T>(
  kernel: PersistHost,
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  try {
    const text = storageOf(kernel)?.getItem(key);
    if (text === null || text === undefined) return undefined;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writePersisted(kernel: PersistHost, key: string, value: unknown): void {
  try {
    storageOf(kernel)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the state simply is not remembered.
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Each source's expanded tree keys, remembered per user under `pickerkit:tree:<user>:<source>`. */
export function treeMemory(kernel: PersistHost): ExpandedKeysStorage {
  return {
    read: (sourceKey) =>
      readPersisted(kernel, persistKey(kernel, 'tree', sourceKey), isStringArray),
    write: (sourceKey, keys) => writePersisted(kernel, persistKey(kernel, 'tree', sourceKey), keys),
  };
}

/** The active tab, remembered per user under `pickerkit:tab:<user>`. */
export function tabMemory(kernel: PersistHost): TabMemory {
  return {
    read: () => readPersisted(kernel, persistKey(kernel, 'tab'), isString),
    write: (key) => writePersisted(kernel, persistKey(kernel, 'tab'), key),
  };
}
