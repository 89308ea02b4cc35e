/**
 * The kernel root store. One per picker instance; each concern is a sub-store built with it.
 * It has no React: views bind to it through the provider of plugins/views/shared.
 */
import { announce, announceRetry, tapAnnouncements } from './announce/announceRules';
import type { Announcement } from './announce/announcement';
import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import { observableRef } from './mobxAnnotations';
import { ContextStore } from './context/ContextStore';
import { resolveStorage } from './context/persistence';
import { ErrorCodes, Messages, PickerError, isCancelled, toPickerError } from './errors';
import type { ErrorContext } from './hooks';
import { callSeriesNow, createHookCatalogue, type KernelHooks } from './hooks';
import { createI18n, languageLoaderOf, plainTextsOf, resolveLanguage } from './i18n';
import type { I18nInstance, Language, LanguageLoader } from './i18n';
import { ResultCodeTable } from './i18n/resultCodes';
import type { KernelOptions, ResolvedKernelOptions } from './options';
import { resolveOptions } from './options';
import type { Disposer, Plugin } from './plugin';
import { runDisposers, validatePlugins } from './plugin';
import type { RequestClient } from './request/types';
import { SearchAreaStore } from './search/SearchArea';
import { SearchStore } from './search/SearchStore';
import { SelectionStore } from './selection/SelectionStore';
import { listScope } from './sources/cache';
import { SourceStore } from './sources/SourceStore';
import { Router } from './navigation/Router';
import { TabStore } from './navigation/TabStore';
import { tabMemory, treeMemory } from './navigation/persist';
import type { PipelineEnv } from './sources/pipelineEnv';
import { TreeStore } from './tree/TreeStore';
import { ConfirmRegistry, type ConfirmInput } from './registry/ConfirmRegistry';
import { runConfirm } from './registry/runConfirm';
import { ItemTypeRegistry } from './registry/ItemTypeRegistry';
import { ExtensionRegistry } from './registry/ExtensionRegistry';
import { PasteStore } from './paste/PasteStore';
import { tapHostRules, warnCallerTags } from './hostOptions';
import type { ConfirmPayload } from './types';
import { KERNEL_ROW_TYPES } from './types';

declare module './types' {
  /** Plugins, sources and hooks receive this kernel (see KernelRef in types.ts). */
  interface KernelTypes {
    kernel: PickerKernel;
  }
}

export type KernelStatus = 'uninitialised' | 'initialising' | 'ready' | 'error' | 'disposed';

export class PickerKernel {
  readonly hooks: Readonly<KernelHooks>;
  readonly options: ResolvedKernelOptions;
  readonly i18n: I18nInstance;
  /** The texts' language and its catalogues, loaded on demand (i18n/languageLoader.ts). */
  readonly languages: LanguageLoader;
  /** Server result codes to messages; plugins register their catalogues (i18n/resultCodes.ts). */
  readonly resultCodes: ResultCodeTable;
  /** Item types that presets and plugins register (id keys, selectable, rows, folders). */
  readonly itemTypes = new ItemTypeRegistry();
  /** The confirm fields and the payload's shape, registered by the preset. */
  readonly confirmation = new ConfirmRegistry();
  /**
   * What plugins provide for other plugins and views, under typed keys (defineExtension): a
   * plugin's own small store, reached as kernel.extensions.get(KEY).
   */
  readonly extensions = new ExtensionRegistry();
  readonly context: ContextStore;
  readonly selection: SelectionStore;
  readonly sources: SourceStore;
  readonly search: SearchStore;
  /** The opened tree node a search may be limited to, and the user's choice (search/SearchArea). */
  readonly searchArea: SearchAreaStore;
  /** A pasted list resolved, picked and reported (kernel/paste). */
  readonly paste: PasteStore;
  readonly tree: TreeStore;
  /** Routes, history and navigation (kernel/navigation); tabs are a layer over it. */
  readonly router: Router;
  readonly tabs: TabStore;
  /**
   * What view plugins contribute, by slot name (for example 'list', 'selectedPanel'). The kernel
   * only stores them; the React shell of a preset renders them.
   */
  readonly slots = new Map<string, unknown>();

  status: KernelStatus = 'uninitialised';
  initError: PickerError | null = null;

  private clientRef: RequestClient | null;
  private readonly used = new Map<string, { plugin: Plugin; dispose?: Disposer }>();
  private initPromise: Promise<void> | null = null;
  private readonly disposers: Disposer[] = [];

  constructor(options: KernelOptions = {}) {
    this.options = resolveOptions(options);
    this.hooks = createHookCatalogue();
    this.i18n = createI18n(resolveLanguage(this.options.language));
    this.languages = languageLoaderOf(this.i18n);
    this.resultCodes = new ResultCodeTable(this.i18n);
    this.context = new ContextStore({
      release: this.options.release,
      storage: resolveStorage(this.options.storage),
    });
    this.clientRef = this.options.client ?? null;
    this.itemTypes.register(...KERNEL_ROW_TYPES.map((type) => ({ type, row: true })));
    tapHostRules(this.hooks, this.options);
    this.selection = new SelectionStore({
      hooks: this.hooks,
      options: this.options,
      itemTypes: this.itemTypes,
      confirmation: this.confirmation,
      t: (key) => this.t(key),
    });
    const pipeline: PipelineEnv = {
      hooks: this.hooks,
      pageSize: this.options.pageSize,
      client: () => this.clientRef,
      kernel: this,
      selection: this.selection,
    };
    const reportError = (error: PickerError, context: ErrorContext) =>
      this.reportError(error, context);
    const send = (announcement: Announcement) => announce(this.hooks, announcement);
    tapAnnouncements(
      this.hooks,
      () => this.selection.count,
      // The paste store says what a paste picked or undid in one announcement.
      () => this.paste.picking,
    );
    this.sources = new SourceStore({
      hooks: this.hooks,
      pipeline,
      reportError,
      announce: send,
      currentUserId: () => this.context.user?.userid,
      listScope: () => listScope(this),
    });
    this.tree = new TreeStore({
      sources: this.sources,
      storage: treeMemory(this),
      onOpenChange: (node, open) =>
        open ? this.searchArea.nodeOpened(node) : this.searchArea.nodeClosed(node),
    });
    this.searchArea = new SearchAreaStore({
      source: (sourceKey) => this.sources.get(sourceKey),
      activeSourceKey: () => this.tabs.active?.sourceKey,
      isOpen: (node) => this.tree.isShownOpen(node),
    });
    this.search = new SearchStore({
      hooks: this.hooks,
      options: this.options,
      sources: () => this.sources.list,
      activeSourceKey: () => this.tabs.active?.sourceKey,
      loadedItems: (sourceKey) => this.sources.loadedItems(sourceKey),
      loadedUnder: (sourceKey, placeKey) => this.sources.loadedUnder(sourceKey, placeKey),
      pipeline,
      reportError,
      announce: send,
      onDispose: (dispose) => this.onDispose(dispose),
      within: () => this.searchArea.within,
    });
    this.paste = new PasteStore({
      selection: this.selection,
      sources: () => this.sources.list,
      pipeline,
      announce: send,
    });
    this.onDispose(() => this.paste.dispose());
    this.router = new Router({
      hooks: this.hooks,
      options: this.options.router,
      reportError,
    });
    this.onDispose(() => this.router.dispose());
    this.tabs = new TabStore({
      hooks: this.hooks,
      router: this.router,
      sources: this.sources,
      tree: this.tree,
      search: this.search,
      memory: tabMemory(this),
    });
    // A search shown while the place it is limited to changes is searched again.
    this.onDispose(
      reaction(
        () => this.searchArea.within?.key,
        () => void this.search.refresh(),
      ),
    );
    makeObservable<PickerKernel, 'setStatus'>(this, {
      status: observable,
      initError: observableRef,
      setStatus: action,
    });
    warnCallerTags(this.options);
    if (this.options.plugins?.length) this.use(this.options.plugins);
  }

  /** The request client; throws when none was given (pass `client` or use a request plugin). */
  get client(): RequestClient {
    if (!this.clientRef) {
      throw new PickerError(
        ErrorCodes.OPTIONS_INVALID,
        'no request client: pass createKernel({ client: createRequestClient(...) })',
      );
    }
    return this.clientRef;
  }

  get hasClient(): boolean {
    return this.clientRef !== null;
  }

  setClient(client: RequestClient): void {
    this.clientRef = client;
  }

  /** Uses plugins: checks the whole batch first, then applies each in order. */
  use(plugins: Plugin | readonly Plugin[]): this {
    this.assertAlive();
    const batch = Array.isArray(plugins) ? plugins : [plugins];
    const valid = validatePlugins(batch, new Set(this.used.keys()));
    for (const plugin of valid) {
      const dispose = plugin.apply(this);
      this.used.set(plugin.name, {
        plugin,
        dispose: typeof dispose === 'function' ? dispose : undefined,
      });
    }
    return this;
  }

  /** Names of the plugins in use, in order. */
  get pluginNames(): string[] {
    return [...this.used.keys()];
  }

  hasPlugin(name: string): boolean {
    return this.used.has(name);
  }

  /** Registers a disposer run by dispose() (for stores and plugins that hold resources). */
  onDispose(disposer: Disposer): void {
    this.disposers.push(disposer);
  }

  /**
   * Initialises once: fetch what plugins need, normalise and validate the sources, build the tabs,
   * then load the first list. A second call returns the first call's promise and does nothing more.
   * An init error is logged and becomes the error state; the promise still resolves.
   */
  init(): Promise<void> {
    this.assertAlive();
    if (!this.initPromise) this.initPromise = this.runInit();
    return this.initPromise;
  }

  private async runInit(): Promise<void> {
    this.setStatus('initialising');
    try {
      await this.hooks.beforeInit.promise(this);
      // Disposed while plugins fetched: nothing more may be built or loaded.
      if (this.isDisposed()) return;
      const configs = this.hooks.modifySourceConfigs.call([...(this.options.sources ?? [])]);
      this.hooks.validateSourceConfigs.call(configs, this);
      this.sources.createFromConfigs(configs);
      this.tabs.build();
      // Sync taps finish here, so the first list's requests leave before React renders the tabs.
      const afterInit = callSeriesNow(this.hooks.afterInit, this);
      if (afterInit) await afterInit;
      if (this.isDisposed()) return;
      this.setStatus('ready');
      this.tabs.loadActive();
    } catch (error) {
      if (isCancelled(error) || this.status === 'disposed') return;
      const failure = toPickerError(error, ErrorCodes.INIT_FAILED) as PickerError;
      console.error('[pickerkit] init failed:', failure.message);
      runInAction(() => {
        this.initError = failure;
      });
      this.setStatus('error');
      this.reportError(failure, { phase: 'init' });
    }
  }

  /** Tries init again after it failed (the error panel's retry). */
  retryInit(): Promise<void> {
    if (this.status !== 'error') return this.initPromise ?? this.init();
    runInAction(() => {
      this.initError = null;
    });
    const send = (announcement: Announcement) => announce(this.hooks, announcement);
    // A retried init that succeeds says so; the list it then loads is not yet counted.
    this.initPromise = announceRetry(
      send,
      () => this.runInit(),
      () => (this.status === 'ready' ? undefined : null),
    );
    return this.initPromise;
  }

  /**
   * Confirms: builds the payload, lets plugins modify or veto it, then runs afterConfirm (whose
   * failures are only logged). Resolves with the payload, or null when vetoed.
   */
  async confirm<Payload extends ConfirmPayload = ConfirmPayload>(
    input: ConfirmInput | number = {},
  ): Promise<Payload | null> {
    this.assertAlive();
    return (await runConfirm(this, input)) as Payload | null;
  }

  /**
   * Shows another company: every list, cache, pending request and search of the old one is
   * dropped, and the active tab loads again for the new company. Selections are kept.
   */
  changeCompany(companyId: string): void {
    this.assertAlive();
    if (this.context.currentCompanyId === companyId) return;
    this.context.setCurrentCompany(companyId);
    this.search.clear();
    this.search.clearCache();
    this.searchArea.clear();
    this.sources.reset();
    this.sources.clearCache();
    if (this.status === 'ready') this.tabs.loadActive(true);
  }

  cancel(): void {
    this.sources.abortAll();
    this.hooks.onCancel.call();
  }

  /** Sends an error to the onError hook (never a cancellation). */
  reportError(error: PickerError, context: ErrorContext): void {
    if (isCancelled(error)) return;
    try {
      this.hooks.onError.call(error, context);
    } catch (hookError) {
      console.error('[pickerkit] an onError tap failed:', hookError);
    }
  }

  /**
   * Throws "must instantiate first" unless init() has completed: for imperative entry points
   * (such as a search widget's API) that must not run before the user and sources are known.
   */
  assertInitialised(): void {
    this.assertAlive();
    if (this.status !== 'ready') {
      throw new PickerError(ErrorCodes.NOT_INITIALISED, Messages.mustInstantiateFirst);
    }
  }

  /**
   * Aborts everything in flight and disposes what plugins returned, in reverse order, then what
   * was registered with onDispose. A disposer that throws is logged; the others still run.
   */
  dispose(): void {
    if (this.status === 'disposed') return;
    this.sources.abortAll();
    this.hooks.onDispose.call();
    runDisposers([
      ...this.disposers.splice(0).map((dispose) => ({ label: 'an onDispose disposer', dispose })),
      ...[...this.used.values()].map(({ plugin, dispose }) => ({
        label: `plugin "${plugin.name}"`,
        dispose,
      })),
    ]);
    this.setStatus('disposed');
  }

  get language(): Language {
    return this.languages.language;
  }

  /** Loads the language's texts, then shows them (resolved as the `language` option is). */
  setLanguage(language: string): Promise<void> {
    return this.languages.setLanguage(resolveLanguage(language));
  }

  /** Translates `ns:key` in the kernel's language (plain texts kept: i18n/plainTexts.ts). */
  t(key: string, options?: Record<string, unknown>): string {
    return plainTextsOf(this.i18n)(key, options);
  }

  /** A method, not a comparison, so that checks after an await are not narrowed away. */
  private isDisposed(): boolean {
    return this.status === 'disposed';
  }

  private setStatus(status: KernelStatus): void {
    this.status = status;
  }

  private assertAlive(): void {
    if (this.status === 'disposed') {
      throw new PickerError(ErrorCodes.DISPOSED, 'this kernel was disposed: create a new one');
    }
  }
}
