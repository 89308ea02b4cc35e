import { describe, expect, it } from 'vitest';
import { addStrings, createKernel, resolveLanguage } from '../../../../kernel';

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
