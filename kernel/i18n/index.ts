/**
 * One i18next instance per kernel. Plugins contribute their strings under their own namespace:
 * as a catalogue (addCatalogue: the fallback language static, the others loaded on demand) or as
 * whole tables (addStrings).
 */
import i18next, { type i18n as I18nInstance } from 'i18next';
import { FALLBACK_LANGUAGE } from './catalogue';
import { CORE_NAMESPACE, coreCatalogue } from './coreStrings';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  acceptedLanguage,
  browserLanguage,
  matchLanguage,
  resolveLanguage,
} from './language';
export type { LanguageOption } from './language';
import { addCatalogue } from './languageLoader';

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  resolveLanguage,
  matchLanguage,
  browserLanguage,
  acceptedLanguage,
  CORE_NAMESPACE,
};
export type { Language, I18nInstance };
export {
  FALLBACK_LANGUAGE,
  defineCatalogue,
  loadTexts,
  preloadLanguages,
  type Catalogue,
  type LoadedLanguage,
  type Texts,
  type TextsLoader,
} from './catalogue';
export { LanguageLoader, addCatalogue, languageLoaderOf } from './languageLoader';
export { plainTextsOf } from './plainTexts';
export { coreCatalogue };

export function createI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addCatalogue(instance, coreCatalogue);
  return instance;
}

/** Adds a plugin's strings, one table per language, under its namespace. */
export function addStrings(
  instance: I18nInstance,
  namespace: string,
  strings: Partial<Record<Language, Record<string, string>>>,
): void {
  for (const [lang, table] of Object.entries(strings)) {
    if (table) instance.addResourceBundle(lang, namespace, table, true, true);
  }
}
