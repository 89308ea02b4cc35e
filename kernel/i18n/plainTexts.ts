/**
 * The texts of keys translated without options, kept per i18next instance: a render of a list's
 * frame asks for the same labels (a toolbar's buttons, a column's heading) every time, and each
 * `t` of i18next checks the namespace is loaded in every language it may fall back to. A text is
 * kept until the instance changes what it would answer: a language change, texts added or
 * removed (a catalogue loaded on demand, `addResourceBundle`), a namespace loaded. Calls with
 * options (interpolation, plurals, a context) go to i18next every time.
 */
import type { i18n as I18nInstance } from 'i18next';

/** The events after which a kept text may be out of date: the instance's, and its store's. */
const INSTANCE_CHANGES = ['languageChanged', 'loaded', 'initialized'] as const;
const STORE_CHANGES = ['added', 'removed'] as const;

export type PlainTranslate = (key: string, options?: Record<string, unknown>) => string;

const byInstance = new WeakMap<I18nInstance, PlainTranslate>();

/** The instance's translation with kept plain texts: one per instance, made on first use. */
export function plainTextsOf(instance: I18nInstance): PlainTranslate {
  let translate = byInstance.get(instance);
  if (!translate) {
    translate = plainTexts(instance);
    byInstance.set(instance, translate);
  }
  return translate;
}

export function plainTexts(instance: I18nInstance): PlainTranslate {
  const kept = new Map<string, string>();
  const forget = () => kept.clear();
  for (const event of INSTANCE_CHANGES) instance.on(event, forget);
  for (const event of STORE_CHANGES) instance.store.on(event, forget);
  return (key, options) => {
    if (options !== undefined && Object.keys(options).length > 0) {
      return instance.t(key, options) as string;
    }
    let text = kept.get(key);
    if (text === undefined) {
      text = instance.t(key) as string;
      kept.set(key, text);
    }
    return text;
  };
}
