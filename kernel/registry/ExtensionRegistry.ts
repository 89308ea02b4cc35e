/**
 * What plugins make for other plugins and for views to reach through the kernel: a typed key
 * (`defineExtension<T>(name, plugin)`) names a value and the plugin that provides it; the plugin
 * calls `kernel.extensions.provide(key, value)` in its apply, others `kernel.extensions.get(key)`.
 * A get before anything was provided throws, naming the plugin to install. A value stays for the
 * kernel's life, after dispose() too (a view that renders once more while unmounting still reads
 * it), unless the disposer `provide` returns is called.
 */
import { ErrorCodes, PickerError } from '../errors';
import type { Disposer } from '../plugin';

/** A typed name for a value on the kernel; compare keys by identity, not by name. */
export interface ExtensionKey<T> {
  /** What the value is, for messages (for example 'finder settings'). */
  readonly name: string;
  /** The plugin that provides it (its name in kernel.use()), for the missing-value message. */
  readonly plugin: string;
  /** Carries the value's type only; never set. */
  readonly type?: T;
}

export function defineExtension<T>(name: string, plugin: string): ExtensionKey<T> {
  return Object.freeze({ name, plugin });
}

export class ExtensionRegistry {
  private readonly values = new Map<ExtensionKey<unknown>, unknown>();

  /** Puts the value under its key; returns what takes it away. A key holds one value. */
  provide<T>(key: ExtensionKey<T>, value: T): Disposer {
    if (this.values.has(key)) {
      throw new PickerError(
        ErrorCodes.PLUGIN_INVALID,
        `${key.name} is provided twice: use plugin "${key.plugin}" once per kernel`,
      );
    }
    this.values.set(key, value);
    return () => {
      if (this.values.get(key) === value) this.values.delete(key);
    };
  }

  /** The value under the key; throws when no plugin provided it. */
  get<T>(key: ExtensionKey<T>): T {
    if (!this.values.has(key)) {
      throw new PickerError(
        ErrorCodes.PLUGIN_INVALID,
        `no ${key.name} on this kernel: add plugin "${key.plugin}" to kernel.use()`,
      );
    }
    return this.values.get(key) as T;
  }

  /** The value under the key, or undefined when none was provided. */
  find<T>(key: ExtensionKey<T>): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  has(key: ExtensionKey<unknown>): boolean {
    return this.values.has(key);
  }
}
