/**
 * The source runtime's public face: source types are provided by plugins, sources are made from
 * the caller's configs (or registered directly), and each list's loading goes through ListRuntime.
 */
import { action, makeObservable, observable } from 'mobx';
import { ErrorCodes, PickerError } from '../errors';
import type { KernelHooks } from '../hooks';
import type { Disposer } from '../plugin';
import type { KernelRef, PickerItem, SourceConfig, SourceDefinition } from '../types';
import { ListRuntime, type LoadOptions, type RuntimeDeps } from './ListRuntime';
import type { ListState } from './ListState';

/** Makes a source from its config; given by a source plugin through `provide`. */
export type SourceFactory = (config: SourceConfig, kernel: KernelRef) => SourceDefinition;

/** What the source store depends on: the runtime's needs and the onSourceRegistered hook. */
export interface SourceDeps extends RuntimeDeps {
  hooks: Pick<KernelHooks, 'onSourceRegistered'>;
}

function invalid(message: string): PickerError {
  return new PickerError(ErrorCodes.SOURCE_INVALID, message);
}

export class SourceStore {
  private readonly hooks: SourceDeps['hooks'];
  /** The kernel handed to source factories (the plugin contract); the store never reads it. */
  private readonly kernel: KernelRef;
  private readonly providers = new Map<string, SourceFactory>();
  /** Registered sources, in order. Definitions stay plain: the map is shallow. */
  private readonly definitions = observable.map<string, SourceDefinition>({}, { deep: false });
  /** Keys registered by the last createFromConfigs, replaced when it runs again (retried init). */
  private fromConfigs: string[] = [];
  private readonly runtime: ListRuntime;

  constructor(deps: SourceDeps) {
    this.hooks = deps.hooks;
    this.kernel = deps.pipeline.kernel;
    this.runtime = new ListRuntime(deps, (key) => this.require(key));
    makeObservable<SourceStore, 'add' | 'remove'>(this, { add: action, remove: action });
  }

  /** Sources in registration order. */
  get list(): SourceDefinition[] {
    return [...this.definitions.values()];
  }

  get(key: string): SourceDefinition | undefined {
    return this.definitions.get(key);
  }

  hasProvider(type: string): boolean {
    return this.providers.has(type);
  }

  /** A source plugin says how to make sources of `type` from a config. */
  provide(type: string, factory: SourceFactory): Disposer {
    if (this.providers.has(type)) {
      throw invalid(
        `source type "${type}" is provided twice: keep one plugin per source type in kernel.use()`,
      );
    }
    this.providers.set(type, factory);
    return () => {
      if (this.providers.get(type) === factory) this.providers.delete(type);
    };
  }

  /** Registers a ready-made source; its key must be unique. */
  register(definition: SourceDefinition): Disposer {
    this.check(definition, new Set(this.definitions.keys()));
    this.add([definition]);
    return () => this.remove([definition.key]);
  }

  /**
   * Makes every configured source through its provider, checking the whole list before
   * registering any. Running it again replaces the sources the previous run made.
   */
  createFromConfigs(configs: SourceConfig[]): void {
    this.remove(this.fromConfigs);
    this.fromConfigs = [];
    const taken = new Set(this.definitions.keys());
    const made = configs.map((config, index) => {
      const factory = this.providers.get(String(config.type));
      if (!factory) {
        throw invalid(
          `sources[${index}] has type "${String(config.type)}" but no plugin provides it: add the "${String(config.type)}" source plugin to kernel.use()`,
        );
      }
      const definition = factory(config, this.kernel);
      this.check(definition, taken);
      taken.add(definition.key);
      return definition;
    });
    this.add(made);
    this.fromConfigs = made.map((definition) => definition.key);
  }

  /** The observable state of a list: a source's root list, or a tree node's children. */
  state(sourceKey: string, parentKey?: string): ListState {
    return this.runtime.state(sourceKey, parentKey);
  }

  /** What every list of a source shows now, list by list (type-ahead matches come from here). */
  loadedItems(sourceKey: string): Array<readonly PickerItem[]> {
    return this.runtime.loadedItems(sourceKey);
  }

  /** What the loaded lists under a tree node show, level by level (ListRuntime.loadedUnder). */
  loadedUnder(sourceKey: string, placeKey: string): Array<readonly PickerItem[]> {
    return this.runtime.loadedUnder(sourceKey, placeKey);
  }

  loadFirst(sourceKey: string, options: LoadOptions = {}): Promise<void> {
    return this.runtime.loadFirst(sourceKey, options);
  }

  loadMore(sourceKey: string, parentKey?: string): Promise<void> {
    return this.runtime.loadMore(sourceKey, parentKey);
  }

  /** Fetches a list's first page into the cache, unshown, so its first visit paints at once. */
  prefetch(sourceKey: string, parent?: PickerItem, signal?: AbortSignal): Promise<void> {
    return this.runtime.prefetch(sourceKey, parent, signal);
  }

  /**
   * Shows a list's cached first page now, unasked (a view built ahead of its visit); false when
   * the list is loaded or loading already, or nothing is cached for it.
   */
  showCached(sourceKey: string, parentKey?: string): boolean {
    return this.runtime.showCached(sourceKey, parentKey);
  }

  /** Fetches a loaded list's next page ahead, unshown; its load-more then shows it at once. */
  prefetchMore(sourceKey: string, parentKey?: string): void {
    this.runtime.prefetchMore(sourceKey, parentKey);
  }

  retry(sourceKey: string, parentKey?: string): Promise<void> {
    return this.runtime.retry(sourceKey, parentKey);
  }

  /** A fresh first load that skips the cache. */
  refresh(sourceKey: string, parentKey?: string): Promise<void> {
    return this.runtime.loadFirst(sourceKey, { parentKey, forceUpdate: true });
  }

  abort(sourceKey: string): void {
    this.runtime.abort(sourceKey);
  }

  abortAll(): void {
    this.runtime.abortAll();
  }

  /** Clears the lists of one source, or of all: nothing shown, nothing pending. */
  reset(sourceKey?: string): void {
    this.runtime.reset(sourceKey);
  }

  /** Refreshes in the background every cached list except those of `exceptKey`. */
  updateAllCaches(exceptKey?: string): void {
    this.runtime.updateAllCaches(exceptKey);
  }

  /** Forgets cached pages (of one source, or all): for example after a company switch. */
  clearCache(sourceKey?: string): void {
    this.runtime.cache.clear(sourceKey);
  }

  /** The item of a loaded tree node, by key. */
  node(key: string): PickerItem | undefined {
    return this.runtime.node(key);
  }

  /** The source with this key, or a PickerError saying which keys exist. */
  require(key: string): SourceDefinition {
    const definition = this.definitions.get(key);
    if (!definition) {
      const known = [...this.definitions.keys()].join(', ') || 'none';
      throw invalid(`no source has the key "${key}" (registered: ${known})`);
    }
    return definition;
  }

  private check(definition: SourceDefinition, taken: ReadonlySet<string>): void {
    if (!definition || typeof definition.key !== 'string' || definition.key === '') {
      throw invalid('a source needs a non-empty string key: set `key` on its config');
    }
    if (typeof definition.load !== 'function') {
      throw invalid(`source "${definition.key}" has no load(ctx) function: add one`);
    }
    if (taken.has(definition.key)) {
      throw invalid(
        `two sources have the key "${definition.key}": set a unique key on each source config, e.g. { type: "${String(definition.type)}", key: "${definition.key}2" }`,
      );
    }
  }

  private add(definitions: SourceDefinition[]): void {
    for (const definition of definitions) this.definitions.set(definition.key, definition);
    for (const definition of definitions) this.hooks.onSourceRegistered.call(definition);
  }

  private remove(keys: string[]): void {
    for (const key of keys) {
      this.runtime.abort(key);
      this.runtime.reset(key);
      this.runtime.cache.clear(key);
      this.definitions.delete(key);
    }
  }
}
