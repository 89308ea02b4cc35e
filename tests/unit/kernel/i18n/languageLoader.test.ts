/** Languages on demand: the fallback's texts at once, the active language's when loaded. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addCatalogue,
  createKernel,
  defineCatalogue,
  languageLoaderOf,
  preloadLanguages,
  type Catalogue,
  type LoadedLanguage,
  type Texts,
} from '../../../../kernel';
import { createI18n } from '../../../../kernel/i18n';

/** A catalogue whose loads wait until the test answers them. */
function deferredCatalogue(namespace = 'demo') {
  const answers = new Map<
    LoadedLanguage,
    { resolve: (t: Texts) => void; reject: (e: Error) => void }
  >();
  const calls: LoadedLanguage[] = [];
  const loader = (language: LoadedLanguage) => () => {
    calls.push(language);
    return new Promise<{ default: Texts }>((resolve, reject) => {
      answers.set(language, { resolve: (texts) => resolve({ default: texts }), reject });
    });
  };
  const catalogue: Catalogue = defineCatalogue(
    namespace,
    { hello: '你好' },
    {
      'zh-TW': loader('zh-TW'),
      en: loader('en'),
      ja: loader('ja'),
      th: loader('th'),
    },
  );
  const answer = async (language: LoadedLanguage, texts: Texts) => {
    answers.get(language)!.resolve(texts);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fail = async (language: LoadedLanguage) => {
    answers.get(language)!.reject(new Error('chunk failed'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { catalogue, calls, answer, fail };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('languages on demand', () => {
  it('has the fallback language at once and loads nothing for it', () => {
    const { catalogue, calls } = deferredCatalogue();
    const i18n = createI18n('zh-CN');
    addCatalogue(i18n, catalogue);
    expect(languageLoaderOf(i18n).ready).toBe(true);
    expect(i18n.t('demo:hello')).toBe('你好');
    expect(calls).toEqual([]);
  });

  it('is not ready until the active language is in, then speaks it', async () => {
    const { catalogue, calls, answer } = deferredCatalogue();
    const i18n = createI18n('en');
    const loader = languageLoaderOf(i18n);
    addCatalogue(i18n, catalogue);
    addCatalogue(i18n, catalogue);
    expect(calls).toEqual(['en']);
    expect(loader.ready).toBe(false);
    const ready = loader.whenReady();
    await answer('en', { hello: 'Hello' });
    await ready;
    expect(loader.ready).toBe(true);
    expect(i18n.t('demo:hello')).toBe('Hello');
  });

  it('keeps what it loaded for the next kernel of the page, which is ready at once', async () => {
    vi.stubGlobal('window', globalThis); // a browser page
    const { catalogue, calls, answer } = deferredCatalogue();
    const first = createI18n('ja');
    addCatalogue(first, catalogue);
    await answer('ja', { hello: 'こんにちは' });
    const second = createI18n('ja');
    addCatalogue(second, catalogue);
    expect(languageLoaderOf(second).ready).toBe(true);
    expect(second.t('demo:hello')).toBe('こんにちは');
    expect(calls).toEqual(['ja']);
  });

  it('on a server keeps only what the host preloaded, so no render depends on an earlier one', async () => {
    expect(typeof window).toBe('undefined');
    const { catalogue, calls, answer } = deferredCatalogue();
    const first = createI18n('ja');
    addCatalogue(first, catalogue);
    await answer('ja', { hello: 'こんにちは' });
    expect(first.t('demo:hello')).toBe('こんにちは');
    const second = createI18n('ja');
    addCatalogue(second, catalogue);
    expect(languageLoaderOf(second).ready).toBe(false);
    expect(calls).toEqual(['ja', 'ja']);
    await answer('ja', { hello: 'こんにちは' });
    expect(second.t('demo:hello')).toBe('こんにちは');

    const preloading = preloadLanguages([catalogue], ['ja']);
    await answer('ja', { hello: 'こんにちは' });
    await preloading;
    const third = createI18n('ja');
    addCatalogue(third, catalogue);
    expect(languageLoaderOf(third).ready).toBe(true);
    expect(calls).toEqual(['ja', 'ja', 'ja']);
  });

  it('hands every caller waiting for the language one promise, settled when the texts are in', async () => {
    const { catalogue, answer } = deferredCatalogue();
    const loader = languageLoaderOf(createI18n('th'));
    loader.add(catalogue);
    const waiting = loader.whenReady();
    expect(loader.whenReady()).toBe(waiting);
    await answer('th', { hello: 'สวัสดี' });
    await expect(waiting).resolves.toBeUndefined();
    expect(loader.ready).toBe(true);
  });

  it('falls back to the static language with a warning when the load fails, and tries again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalogue, calls, fail, answer } = deferredCatalogue();
    const i18n = createI18n('th');
    const loader = languageLoaderOf(i18n);
    addCatalogue(i18n, catalogue);
    await fail('th');
    expect(loader.ready).toBe(true);
    expect(i18n.t('demo:hello')).toBe('你好');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('the th texts of "demo" could not be loaded; showing zh-CN'),
      expect.any(Error),
    );
    const switched = loader.setLanguage('th');
    expect(calls).toEqual(['th', 'th']);
    await answer('th', { hello: 'สวัสดี' });
    await switched;
    expect(i18n.t('demo:hello')).toBe('สวัสดี');
  });

  it('changes language at run time: the old one stays until the new one is loaded', async () => {
    const { catalogue, answer } = deferredCatalogue();
    const kernel = createKernel({ language: 'zh-CN', storage: null });
    addCatalogue(kernel.i18n, catalogue);
    const switched = kernel.setLanguage('en');
    expect(kernel.language).toBe('zh-CN');
    expect(kernel.languages.ready).toBe(true);
    expect(kernel.t('demo:hello')).toBe('你好');
    await answer('en', { hello: 'Hello' });
    await switched;
    expect(kernel.language).toBe('en');
    expect(kernel.t('demo:hello')).toBe('Hello');
    kernel.dispose();
  });

  it('lets the last change win when two overlap', async () => {
    const { catalogue, answer } = deferredCatalogue();
    const kernel = createKernel({ language: 'zh-CN', storage: null });
    addCatalogue(kernel.i18n, catalogue);
    const toJapanese = kernel.setLanguage('ja');
    const toEnglish = kernel.setLanguage('en');
    await answer('en', { hello: 'Hello' });
    await toEnglish;
    await answer('ja', { hello: 'こんにちは' });
    await toJapanese;
    expect(kernel.language).toBe('en');
    expect(kernel.t('demo:hello')).toBe('Hello');
    kernel.dispose();
  });

  it('keeps a host’s own texts of a namespace when the catalogue arrives', async () => {
    const { catalogue, answer } = deferredCatalogue('host');
    const i18n = createI18n('en');
    i18n.addResourceBundle('en', 'host', { hello: 'Hi there' });
    addCatalogue(i18n, catalogue);
    await answer('en', { hello: 'Hello', bye: 'Bye' });
    expect(i18n.t('host:hello')).toBe('Hi there');
    expect(i18n.t('host:bye')).toBe('Bye');
  });
});
