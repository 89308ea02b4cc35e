/**
 * The kernel's `t` keeps the texts of keys asked without options, and asks i18next again once
 * its language or texts change; calls with options go to i18next every time.
 */
import { describe, expect, it, vi } from 'vitest';
import { createKernel } from '../../../../kernel';
import { createI18n } from '../../../../kernel/i18n';
import { plainTexts } from '../../../../kernel/i18n/plainTexts';

function setup() {
  const instance = createI18n('en');
  instance.addResourceBundle('en', 'demo', { ok: 'OK', count: '{{n}} files' }, true, true);
  instance.addResourceBundle('ja', 'demo', { ok: 'はい' }, true, true);
  const asked = vi.spyOn(instance, 't');
  return { instance, asked, t: plainTexts(instance) };
}

describe('plainTexts', () => {
  it('asks i18next once per key asked without options', () => {
    const { asked, t } = setup();
    expect(t('demo:ok')).toBe('OK');
    expect(t('demo:ok')).toBe('OK');
    expect(t('demo:ok', {})).toBe('OK');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('with options, asks every time and fills them in', () => {
    const { asked, t } = setup();
    expect(t('demo:count', { n: 2 })).toBe('2 files');
    expect(t('demo:count', { n: 3 })).toBe('3 files');
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('a change of language gives the new language’s text', async () => {
    const { instance, t } = setup();
    expect(t('demo:ok')).toBe('OK');
    await instance.changeLanguage('ja');
    expect(t('demo:ok')).toBe('はい');
  });

  it('texts added or removed after a key was asked are read again', () => {
    const { instance, t } = setup();
    expect(t('demo:later')).toBe('later');
    instance.addResourceBundle('en', 'demo', { later: 'Later' }, true, true);
    expect(t('demo:later')).toBe('Later');
    instance.addResource('en', 'demo', 'later', 'Afterwards');
    expect(t('demo:later')).toBe('Afterwards');
    instance.removeResourceBundle('en', 'demo');
    expect(t('demo:ok')).toBe('ok');
  });
});

describe('kernel.t', () => {
  it('keeps plain texts and follows setLanguage', async () => {
    const kernel = createKernel({ language: 'en' });
    kernel.i18n.addResourceBundle('en', 'demo', { ok: 'OK' }, true, true);
    kernel.i18n.addResourceBundle('ja', 'demo', { ok: 'はい' }, true, true);
    expect(kernel.t('demo:ok')).toBe('OK');
    await kernel.setLanguage('ja');
    expect(kernel.t('demo:ok')).toBe('はい');
    kernel.dispose();
  });
});
