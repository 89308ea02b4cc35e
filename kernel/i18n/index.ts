/**
 * One i18next instance per kernel. Plugins contribute their strings under their own namespace.
 */
import i18next, { type i18n as I18nInstance } from 'i18next';
import { coreStrings } from './coreStrings';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, resolveLanguage } from './language';

export { LANGUAGES, DEFAULT_LANGUAGE, resolveLanguage };
export type { Language, I18nInstance };

export const CORE_NAMESPACE = 'core';

export function createI18n(language: Language): I18nInstance {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lang of LANGUAGES) resources[lang] = { [CORE_NAMESPACE]: coreStrings[lang] };
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
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
