import { describe, expect, it, vi } from 'vitest';
import {
  acceptedLanguage,
  addStrings,
  browserLanguage,
  createKernel,
  resolveLanguage,
} from '../../../../kernel';

describe('resolveLanguage()', () => {
  it('takes the option when it is supported', () => {
    expect(resolveLanguage('ja', 'en-US')).toBe('ja');
    expect(resolveLanguage('zh-tw', 'en-US')).toBe('zh-TW');
  });

  it('falls back to the browser language, then its two-letter prefix', () => {
    expect(resolveLanguage(undefined, 'th')).toBe('th');
    expect(resolveLanguage('xx', 'en-GB')).toBe('en');
    expect(resolveLanguage(undefined, 'ja-JP')).toBe('ja');
    expect(resolveLanguage(undefined, 'zh-HK')).toBe('zh-TW');
    expect(resolveLanguage(undefined, 'zh-SG')).toBe('zh-CN');
  });

  it('ends at zh-CN', () => {
    expect(resolveLanguage(undefined, 'de-DE')).toBe('zh-CN');
    expect(resolveLanguage('fr', '')).toBe('zh-CN');
  });

  it('warns once about an unsupported option, naming what it shows instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLanguage('klingon', 'ja-JP')).toBe('ja');
    expect(resolveLanguage('klingon', 'ja-JP')).toBe('ja');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toBe(
      '[pickerkit] language "klingon" is not supported (zh-CN, zh-TW, en, ja, th); showing ja',
    );
    resolveLanguage('ja');
    resolveLanguage(undefined, 'de');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('has no browser language without a window (a server), and null means none', () => {
    expect(typeof window).toBe('undefined');
    expect(browserLanguage()).toBeUndefined();
    expect(resolveLanguage(undefined)).toBe('zh-CN');
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('navigator', { language: 'th-TH' });
    expect(browserLanguage()).toBe('th-TH');
    expect(resolveLanguage(undefined)).toBe('th');
    expect(resolveLanguage(undefined, null)).toBe('zh-CN');
    expect(resolveLanguage('en', null)).toBe('en');
    vi.unstubAllGlobals();
  });
});

describe('acceptedLanguage()', () => {
  it('takes the first supported language of an Accept-Language header by q value', () => {
    expect(acceptedLanguage('ja-JP,ja;q=0.9,en;q=0.8')).toBe('ja');
    expect(acceptedLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('en');
    expect(acceptedLanguage('en;q=0.5, zh-Hant;q=0.9')).toBe('zh-TW');
    expect(acceptedLanguage('th;q=0, zh-CN;q=0.1')).toBe('zh-CN');
  });

  it('gives undefined when the header names no supported language', () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('')).toBeUndefined();
    expect(acceptedLanguage('de-DE, fr;q=0.9, *')).toBeUndefined();
  });
});

describe('the kernel i18n instance', () => {
  it('is one per kernel, in the resolved language', () => {
    const en = createKernel({ language: 'en' });
    const ja = createKernel({ language: 'ja' });
    expect(en.i18n).not.toBe(ja.i18n);
    expect(en.t('errorOccurred')).toBe('An error occurs. Click to retry.');
    expect(ja.t('errorOccurred')).toBe('エラーが発生しました。クリックして再試行してください。');
  });

  it('lets plugins add their own strings under a namespace, falling back to zh-CN', () => {
    const kernel = createKernel({ language: 'th' });
    addStrings(kernel.i18n, 'demo', { 'zh-CN': { hello: '你好' }, en: { hello: 'Hello' } });
    expect(kernel.t('demo:hello')).toBe('你好');
    const other = createKernel({ language: 'en' });
    addStrings(other.i18n, 'demo', { 'zh-CN': { hello: '你好' }, en: { hello: 'Hello' } });
    expect(other.t('demo:hello')).toBe('Hello');
    expect(createKernel({ language: 'en' }).t('demo:hello')).toBe('hello');
  });
});
