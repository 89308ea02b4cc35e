/**
 * A catalogue: one namespace's texts, by language. The fallback language's texts are static (they
 * ship with the code that uses them); every other language is a module loaded on demand, once per
 * page, and kept here so that later kernels add it without waiting. On a server (no window) only
 * preloadLanguages() keeps texts here: a kernel's own loads stay with that kernel, so what a
 * server renders never depends on what earlier renders of the process happened to load.
 */
import { LANGUAGES, type Language } from './language';

export type Texts = Readonly<Record<string, string>>;

/** The language whose texts are always present, shown when another fails to load. */
export const FALLBACK_LANGUAGE = 'zh-CN' satisfies Language;
export type LoadedLanguage = Exclude<Language, typeof FALLBACK_LANGUAGE>;

/** Loads one language's texts, as `() => import('./en')` of a module whose default is the table. */
export type TextsLoader = () => Promise<{ default: Texts }>;

export interface Catalogue {
  readonly namespace: string;
  readonly fallback: Texts;
  readonly loaders: Readonly<Record<LoadedLanguage, TextsLoader>>;
  /** The languages loaded so far on this page. */
  readonly loaded: Partial<Record<Language, Texts>>;
}

export function defineCatalogue(
  namespace: string,
  fallback: Texts,
  loaders: Record<LoadedLanguage, TextsLoader>,
): Catalogue {
  return { namespace, fallback, loaders, loaded: { [FALLBACK_LANGUAGE]: fallback } };
}

const inFlight = new WeakMap<Catalogue, Map<Language, Promise<Texts>>>();

/**
 * A catalogue's texts in a language: at once when loaded before, else loaded (callers at the same
 * time share one load). A failed load is forgotten, so a later call tries again.
 */
export function loadTexts(catalogue: Catalogue, language: Language): Promise<Texts> {
  return loadShared(catalogue, language);
}

/**
 * A kernel's load of a catalogue's texts: shared with the page (as loadTexts) in a browser; on a
 * server, what the host preloaded, else a load of its own that the process does not keep.
 */
export function loadTextsForKernel(catalogue: Catalogue, language: Language): Promise<Texts> {
  if (typeof window !== 'undefined') return loadShared(catalogue, language);
  const preloaded = catalogue.loaded[language];
  if (preloaded) return Promise.resolve(preloaded);
  return catalogue.loaders[language as LoadedLanguage]().then((module) => module.default);
}

function loadShared(catalogue: Catalogue, language: Language): Promise<Texts> {
  const loaded = catalogue.loaded[language];
  if (loaded) return Promise.resolve(loaded);
  let loads = inFlight.get(catalogue);
  if (!loads) inFlight.set(catalogue, (loads = new Map()));
  const pending = loads.get(language);
  if (pending) return pending;
  const load = catalogue.loaders[language as LoadedLanguage]().then(
    (module) => {
      loads.delete(language);
      catalogue.loaded[language] = module.default;
      return module.default;
    },
    (error: unknown) => {
      loads.delete(language);
      throw error;
    },
  );
  loads.set(language, load);
  return load;
}

/**
 * Loads the catalogues' texts in the given languages (all five by default) before any kernel
 * needs them, so pickers created afterwards show their language at once (server rendering,
 * tests, or a host that knows its language early).
 */
export async function preloadLanguages(
  catalogues: readonly Catalogue[],
  languages: readonly Language[] = LANGUAGES,
): Promise<void> {
  await Promise.all(
    catalogues.flatMap((catalogue) => languages.map((language) => loadTexts(catalogue, language))),
  );
}
