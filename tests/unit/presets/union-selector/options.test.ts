import { describe, expect, it, vi } from 'vitest';
import { ErrorCodes, PickerError } from '../../../../kernel';
import {
  createUnionSelector,
  createUnionSelectorKernel,
  resolveTabs,
  validateUnionSelectorOptions,
} from '../../../../presets/union-selector';

// Every service the default tabs call (createUnionSelector checks them at creation).
const SERVICES = {
  account: 'https://suite.test',
  directory: 'https://suite.test',
  drive: 'https://suite.test',
  plus: 'https://suite.test',
};

const fails = (options: unknown) => {
  try {
    createUnionSelector(options as never);
  } catch (error) {
    expect(error).toBeInstanceOf(PickerError);
    expect((error as PickerError).code).toBe(ErrorCodes.OPTIONS_INVALID);
    return (error as Error).message;
  }
  throw new Error('createUnionSelector accepted the options');
};

describe('createUnionSelector: options checked at creation', () => {
  it('needs fid as a number', () => {
    expect(fails({})).toBe(
      'createUnionSelector: fid must be a number, the current file id (got undefined)',
    );
    expect(fails({ fid: '12' })).toMatch(/fid must be a number/);
  });

  it('needs a type on every tab entry and knows the types', () => {
    expect(fails({ fid: 1, tabs: [{ type: 'all' }, {}] })).toBe(
      'createUnionSelector: tabs[1] needs a type: one of all, contact, team, group, dept, docs, time, custom, e.g. { type: "contact" }',
    );
    expect(fails({ fid: 1, tabs: [{ type: 'chat' }] })).toMatch(
      /tabs\[0\] has the unknown type "chat": use one of all, contact/,
    );
    expect(fails({ fid: 1, tabs: [] })).toMatch(/tabs must be a non-empty array/);
  });

  it('a custom tab needs a key and a component; keys are unique', () => {
    expect(fails({ fid: 1, tabs: [{ type: 'custom' }] })).toMatch(/custom tab without a key/);
    expect(fails({ fid: 1, tabs: [{ type: 'custom', key: 'x' }] })).toMatch(
      /custom tab without a component/,
    );
    expect(fails({ fid: 1, tabs: [{ type: 'docs' }, { type: 'docs' }] })).toMatch(
      /two tabs have the key "docs"/,
    );
  });

  it('checks defaultTab, requestCount, includeFileExts, timeSelect, language and callbacks', () => {
    expect(fails({ fid: 1, tabs: [{ type: 'docs' }], defaultTab: 'all' })).toMatch(
      /defaultTab "all" is not one of the tabs \(docs\)/,
    );
    expect(fails({ fid: 1, requestCount: 0 })).toMatch(/requestCount must be a positive/);
    expect(fails({ fid: 1, includeFileExts: 'docx' })).toMatch(/includeFileExts must be an array/);
    expect(fails({ fid: 1, timeSelect: { minTime: '9:00' } })).toMatch(
      /timeSelect.minTime must be a time "HH:mm"/,
    );
    expect(fails({ fid: 1, timeSelect: { later: '10:00' } })).toMatch(/timeSelect.later is not/);
    expect(fails({ fid: 1, language: 3 })).toMatch(/language must be a string/);
    expect(fails({ fid: 1, multiple: 'yes' })).toMatch(/multiple must be true or false/);
    expect(fails({ fid: 1, onInsert: 'x' })).toMatch(/onInsert must be a function/);
  });

  it('takes an unsupported language as the other pickers do: a warning, then the fallback', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => validateUnionSelectorOptions({ fid: 1, language: 'fr-FR' })).not.toThrow();
    const kernel = createUnionSelectorKernel({ fid: 1, language: 'fr-FR', services: SERVICES });
    expect(kernel.language).toBe('zh-CN');
    expect(warn).toHaveBeenCalledWith(
      '[pickerkit] language "fr-FR" is not supported (zh-CN, zh-TW, en, ja, th); showing zh-CN',
    );
    kernel.dispose();
  });

  it('valid options give the plugins; a host edits the list', () => {
    const plugins = createUnionSelector({ fid: 1 });
    expect(plugins.map((plugin) => plugin.name)).toEqual([
      'union:context',
      'source:union',
      'union-selector',
      'view:announcer',
    ]);
    const edited = createUnionSelector({ fid: 1, appKey: 'k', plugins: (d) => d.slice(0, 1) });
    expect(edited).toHaveLength(1);
  });
});

describe('tabs settled with defaults', () => {
  it('defaults to every built-in tab; data tabs fetch and load more, time does not', () => {
    const tabs = resolveTabs(undefined);
    expect(tabs.map((tab) => tab.key)).toEqual([
      'all',
      'contact',
      'team',
      'group',
      'dept',
      'docs',
      'time',
    ]);
    const time = tabs.find((tab) => tab.type === 'time');
    expect(time).toMatchObject({ needFetch: false, canLoadMore: false, searchCanLoadMore: false });
    expect(tabs.find((tab) => tab.type === 'docs')).toMatchObject({
      needFetch: true,
      showSelectFromDocs: true,
      isIncludeSelf: true,
    });
    expect(tabs.find((tab) => tab.type === 'contact')?.showSelectFromAddressBook).toBe(true);
  });
});
