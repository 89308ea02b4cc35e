/**
 * The plugin contract and the eager checks of kernel.use().
 * A plugin is `{ name, apply(kernel) }`, made by a factory such as `companyTreeSource(options)`.
 */
import { ErrorCodes, PickerError } from './errors';
import type { KernelRef } from './types';

export type Disposer = () => void;

export interface Plugin {
  /** Unique within a kernel; it names the plugin in error messages. */
  name: string;
  /**
   * Names of plugins that must be used before (or in the same call as) this one; one given in
   * the same call is applied first, so this plugin's apply can read what it provides.
   */
  dependencies?: readonly string[];
  /**
   * Source types this plugin provides (a source plugin). The set is open: any non-empty name;
   * `kernel.sources.provide` refuses a second factory for a type.
   */
  sourceTypes?: readonly string[];
  /** Taps hooks and registers what it contributes; may return a disposer. */
  apply(kernel: KernelRef): void | Disposer;
}

function invalid(message: string): PickerError {
  return new PickerError(ErrorCodes.PLUGIN_INVALID, message);
}

/**
 * Checks a batch of plugins against those already in use and returns it in the order to apply:
 * as given, except that a plugin's dependencies in the batch come before it. Throws a PickerError
 * whose message says what to do. Nothing of the batch is applied when any of it is invalid.
 */
export function validatePlugins(batch: readonly unknown[], used: ReadonlySet<string>): Plugin[] {
  const names = new Set<string>();
  const plugins: Plugin[] = [];
  batch.forEach((candidate, index) => {
    if (typeof candidate !== 'object' || candidate === null) {
      throw invalid(
        `plugin at index ${index} is ${candidate === null ? 'null' : typeof candidate}: pass the object a plugin factory returns, e.g. kernel.use([companyTreeSource()])`,
      );
    }
    const plugin = candidate as Partial<Plugin>;
    if (typeof plugin.name !== 'string' || plugin.name.trim() === '') {
      throw invalid(
        `plugin at index ${index} has no name: give every plugin a unique "name" string`,
      );
    }
    if (typeof plugin.apply !== 'function') {
      throw invalid(`plugin "${plugin.name}" has no apply(kernel) function: add one`);
    }
    if (used.has(plugin.name) || names.has(plugin.name)) {
      throw invalid(
        `plugin "${plugin.name}" is used twice: remove the duplicate, or give the second one another name`,
      );
    }
    names.add(plugin.name);
    plugins.push(plugin as Plugin);
  });
  for (const plugin of plugins) {
    for (const dependency of plugin.dependencies ?? []) {
      if (!used.has(dependency) && !names.has(dependency)) {
        throw invalid(
          `plugin "${plugin.name}" needs plugin "${dependency}": add "${dependency}" to kernel.use() before or with it`,
        );
      }
    }
  }
  checkSourceTypes(plugins);
  return inDependencyOrder(plugins);
}

/** The batch as given, each plugin after its dependencies within the batch. */
function inDependencyOrder(plugins: readonly Plugin[]): Plugin[] {
  const byName = new Map(plugins.map((plugin) => [plugin.name, plugin]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: Plugin[] = [];
  const visit = (plugin: Plugin, chain: readonly string[]): void => {
    const seen = state.get(plugin.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const circle = [...chain.slice(chain.indexOf(plugin.name)), plugin.name];
      throw invalid(
        `plugins ${circle.map((name) => `"${name}"`).join(' -> ')} need each other: a plugin may not depend on itself through others`,
      );
    }
    state.set(plugin.name, 'visiting');
    for (const dependency of plugin.dependencies ?? []) {
      const inBatch = byName.get(dependency);
      if (inBatch) visit(inBatch, [...chain, plugin.name]);
    }
    state.set(plugin.name, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}

/** Each declared source type is a non-empty string. */
function checkSourceTypes(plugins: readonly Plugin[]): void {
  for (const plugin of plugins) {
    if (plugin.sourceTypes !== undefined && !Array.isArray(plugin.sourceTypes)) {
      throw invalid(`plugin "${plugin.name}" has sourceTypes that is not an array: list its types`);
    }
    for (const type of plugin.sourceTypes ?? []) {
      if (typeof type !== 'string' || type.trim() === '') {
        throw invalid(
          `plugin "${plugin.name}" declares a source type ${JSON.stringify(type)}: use a non-empty name such as "files"`,
        );
      }
    }
  }
}

/**
 * Runs disposers in reverse order of registration. One that throws is logged under its label and
 * the others still run: a dispose must release everything it can.
 */
export function runDisposers(entries: readonly { label: string; dispose?: Disposer }[]): void {
  for (const { label, dispose } of [...entries].reverse()) {
    try {
      dispose?.();
    } catch (error) {
      console.error(`[pickerkit] ${label} failed to dispose:`, error);
    }
  }
}
