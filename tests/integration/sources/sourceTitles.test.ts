// A built-in source's tab title is in the picker's language whenever it is read: also when init
// built the tabs before that language's texts arrived, and after the language changes. A title
// the host configured stays as given.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PickerKernel } from '../../../kernel';
import type { LoadedLanguage, TextsLoader } from '../../../kernel/i18n/catalogue';
import { sourcesCatalogue } from '../../../plugins/sources/shared/locale';
import { contactSource } from '../../../plugins/sources/contact';
import { latestSource } from '../../../plugins/sources/latest';
import { useFakeSuite } from '../../support/fakeSuite';
import { ready } from './harness';

// The English texts of the sources are not on the page (tests/setup.ts preloads every language)
// and arrive when the test lets them, as over a slow network.
const en = { texts: sourcesCatalogue.loaded.en, load: sourcesCatalogue.loaders.en };
const loaders = sourcesCatalogue.loaders as Record<LoadedLanguage, TextsLoader>;
let open: () => void = () => undefined;
beforeEach(() => {
  const opened = new Promise<void>((resolve) => (open = resolve));
  delete sourcesCatalogue.loaded.en;
  loaders.en = () => opened.then(en.load);
});
afterEach(() => {
  sourcesCatalogue.loaded.en = en.texts;
  loaders.en = en.load;
});

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const titles = (kernel: PickerKernel) => kernel.tabs.list.map((tab) => tab.title);

let kernel: PickerKernel | null = null;
afterEach(() => {
  kernel?.dispose();
  kernel = null;
});

describe('source tab titles', () => {
  it('follow texts that arrive after init built the tabs', async () => {
    kernel = await ready(suite, {
      sources: [{ type: 'latest' }, { type: 'contact' }],
      plugins: [latestSource(), contactSource()],
      options: { language: 'en' },
    });
    // Init is over and the tabs are built; the English texts are still on their way.
    expect(kernel.languages.ready).toBe(false);
    expect(titles(kernel)).toHaveLength(2);
    open();
    await kernel.languages.whenReady();
    expect(titles(kernel)).toEqual(['Recent', 'Contacts']);
    expect(kernel.sources.get('latest')?.searchTitle).toBe('Recent');
  });

  it('follow a change of language; a configured title stays as given', async () => {
    open();
    kernel = await ready(suite, {
      sources: [{ type: 'latest' }, { type: 'contact', title: 'People I know' }],
      plugins: [latestSource(), contactSource()],
      options: { language: 'en' },
    });
    await kernel.languages.whenReady();
    expect(titles(kernel)).toEqual(['Recent', 'People I know']);
    await kernel.setLanguage('zh-CN');
    expect(titles(kernel)).toEqual(['最近', 'People I know']);
  });
});
