/**
 * The language of one i18next instance and the catalogues added to it. A catalogue's fallback
 * texts are added at once; the active language's texts are loaded (or taken from the page's cache)
 * and added when they arrive. `ready` is false while texts of the shown language are on their way,
 * so views wait rather than flash the fallback. A failed load warns and leaves the fallback texts.
 * Changing language loads the new texts first and switches when they are in, so the old language
 * stays on screen meanwhile.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { i18n as I18nInstance } from 'i18next';
import { FALLBACK_LANGUAGE, loadTextsForKernel, type Catalogue } from './catalogue';
import type { Language } from './language';

export class LanguageLoader {
  /** The language the texts are shown in. */
  language: Language;
  /** Loads of the shown language's texts still on their way. */
  private waiting = 0;
  private requested: Language;
  private readonly catalogues = new Map<string, Catalogue>();
  /** `namespace language` pairs whose texts were added or are on their way. */
  private readonly filled = new Set<string>();
  /** The promise whenReady() hands out while waiting: one per wait, so React can suspend on it. */
  private pendingReady: Promise<void> | null = null;
  private settleReady: (() => void) | null = null;

  constructor(
    private readonly i18n: I18nInstance,
    language: Language,
  ) {
    this.language = language;
    this.requested = language;
    makeObservable<LanguageLoader, 'waiting' | 'settle' | 'show'>(this, {
      language: observable,
      waiting: observable,
      ready: computed,
      settle: action,
      show: action,
    });
  }

  /** True once every added catalogue has its texts in the shown language (or gave up loading). */
  get ready(): boolean {
    return this.waiting === 0;
  }

  /** The namespaces of the catalogues added so far. */
  get namespaces(): string[] {
    return [...this.catalogues.keys()];
  }

  /** The language asked for last (shown once its texts are in). */
  get requestedLanguage(): Language {
    return this.requested;
  }

  /** Resolves when ready (at once when it is); callers while waiting share one promise. */
  whenReady(): Promise<void> {
    if (this.ready) return Promise.resolve();
    this.pendingReady ??= new Promise((resolve) => (this.settleReady = resolve));
    return this.pendingReady;
  }

  /** Adds a catalogue (once per namespace) and its texts in the shown language. */
  add(catalogue: Catalogue): void {
    if (this.catalogues.has(catalogue.namespace)) return;
    this.catalogues.set(catalogue.namespace, catalogue);
    this.i18n.addResourceBundle(
      FALLBACK_LANGUAGE,
      catalogue.namespace,
      catalogue.fallback,
      true,
      false,
    );
    const load = this.fill(catalogue, this.language);
    if (!load) return;
    this.settle(1);
    void load.then(() => this.settle(-1));
  }

  /** Loads every catalogue's texts in `language`, then shows it. The last call wins. */
  async setLanguage(language: Language): Promise<void> {
    this.requested = language;
    const loads = [...this.catalogues.values()].map((catalogue) => this.fill(catalogue, language));
    await Promise.all(loads);
    if (this.requested !== language) return;
    await this.i18n.changeLanguage(language);
    this.show(language);
  }

  /** Adds the catalogue's texts in `language`: at once when the page has them, else when loaded. */
  private fill(catalogue: Catalogue, language: Language): Promise<void> | undefined {
    const pair = `${catalogue.namespace} ${language}`;
    if (language === FALLBACK_LANGUAGE || this.filled.has(pair)) return undefined;
    this.filled.add(pair);
    // Texts a host added to the namespace before stay: the catalogue fills only what is missing.
    const add = (texts: Catalogue['fallback']) =>
      this.i18n.addResourceBundle(language, catalogue.namespace, texts, true, false);
    // On a server only what the host preloaded counts (see catalogue.ts).
    const cached = catalogue.loaded[language];
    if (cached) {
      add(cached);
      return undefined;
    }
    const added = (texts: Catalogue['fallback']) => {
      add(texts);
    };
    return loadTextsForKernel(catalogue, language).then(added, (error: unknown) => {
      this.filled.delete(pair);
      console.warn(
        `[pickerkit] the ${language} texts of "${catalogue.namespace}" could not be loaded; showing ${FALLBACK_LANGUAGE}:`,
        error,
      );
    });
  }

  private show(language: Language): void {
    this.language = language;
  }

  private settle(change: number): void {
    this.waiting += change;
    if (this.waiting > 0) return;
    const settle = this.settleReady;
    this.pendingReady = null;
    this.settleReady = null;
    settle?.();
  }
}

const loaders = new WeakMap<I18nInstance, LanguageLoader>();

/** The loader of an i18next instance, made on first use in the instance's language. */
export function languageLoaderOf(i18n: I18nInstance): LanguageLoader {
  let loader = loaders.get(i18n);
  if (!loader) {
    loader = new LanguageLoader(i18n, i18n.language as Language);
    loaders.set(i18n, loader);
  }
  return loader;
}

/** Adds a catalogue to an i18next instance: its fallback texts now, its language's when loaded. */
export function addCatalogue(i18n: I18nInstance, catalogue: Catalogue): void {
  languageLoaderOf(i18n).add(catalogue);
}
