// @vitest-environment jsdom
/**
 * A picker rendered on a server without `language` (zh-CN) and hydrated in a browser whose
 * language (en) has its texts on the page already (a cached chunk, preloadLanguages(), or, as
 * here, tests/setup.ts): the switch to the browser's language must wait until the views have
 * hydrated. React hydrates the content of each Suspense boundary (the LanguageGates') in a pass of
 * its own, at idle priority, after the markup around it; the preset's switch runs in an effect of
 * that first pass and, with the texts at hand, completes within microtasks. Switching at once made
 * the views hydrate in English over the server's Chinese: React's #418 (text mismatch), the views
 * rendered again on the client. In the Next.js host (tests/hosts) it showed now and then on the
 * first /ssr page after `next start`: on a slow, busy page load the idle pass can fall behind the
 * texts' chunk even when it has to be fetched.
 *
 * A client render has no markup to wait for: it follows a change of `language` at once.
 *
 * No act() here: act() renders every pass at once, which hides the order React gives them.
 */
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, preloadLanguages, type Language } from '../../../kernel';
import { finderLabelsCatalogue } from '../../../plugins/drive/texts/locale';
import { pickerCatalogue } from '../../../plugins/views/locale';
import { unionCatalogue } from '../../../plugins/views/union-selector/locale';
import { Finder, finderCatalogues } from '../../../presets/finder';
import { MemberPicker } from '../../../presets/member-picker';
import { UnionSelector, unionSelectorCatalogues } from '../../../presets/union-selector';
import { silentSuite } from '../../support/silentSuite';

const PRESETS: {
  name: string;
  render: (language?: string) => ReactElement;
  /** A text the open picker shows in `language`. */
  text: (language: Language) => Promise<string>;
}[] = [
  {
    name: 'member picker',
    render: (language) => (
      <MemberPicker
        sources={[{ type: 'latest' }]}
        client={silentSuite}
        storage={null}
        _from="tests"
        _function="member-picker"
        language={language}
      />
    ),
    text: async (language) => (await loadTexts(pickerCatalogue, language)).cancel!,
  },
  {
    name: 'union selector',
    render: (language) => (
      <UnionSelector fid={1} client={silentSuite} storage={null} language={language} />
    ),
    text: (language) =>
      loadTexts(unionCatalogue, language).then((texts) => texts.searchPlaceholder!),
  },
  {
    name: 'finder',
    render: (language) => <Finder client={silentSuite} storage={null} language={language} />,
    text: (language) => loadTexts(finderLabelsCatalogue, language).then((texts) => texts.cancel!),
  },
];

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
const roots: Root[] = [];

beforeEach(async () => {
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // The browser's texts are on the page before it hydrates (the member picker's: tests/setup.ts).
  await preloadLanguages([...unionSelectorCatalogues, ...finderCatalogues], ['en', 'ja']);
});

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Runs a render as a server does: no window (so no browser language, no page-wide cache). */
function onServer<T>(render: () => T): T {
  vi.stubGlobal('window', undefined);
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
  }
}

const said = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.map(String).join(' '));

describe.each(PRESETS)('the $name', (preset) => {
  it('hydrated without `language`, hydrates the server markup, then switches to the browser language', async () => {
    expect(navigator.language).toBe('en-US');
    const html = onServer(() => renderToString(preset.render()));
    const chinese = await preset.text('zh-CN');
    const english = await preset.text('en');
    expect(html).toContain(chinese);

    const console_ = { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable = vi.fn();
    roots.push(hydrateRoot(container, preset.render(), { onRecoverableError: recoverable }));

    await vi.waitFor(() => expect(container.innerHTML).toContain(english));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).not.toContain(chinese);
    expect(said(recoverable)).toEqual([]);
    expect(said(console_.error)).toEqual([]);
    expect(said(console_.warn)).toEqual([]);
  });

  it('rendered on the client, follows a change of `language` at once', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    roots.push(root);
    root.render(preset.render('en'));
    const english = await preset.text('en');
    await vi.waitFor(() => expect(container.innerHTML).toContain(english));
    root.render(preset.render('ja'));
    const japanese = await preset.text('ja');
    await vi.waitFor(() => expect(container.innerHTML).toContain(japanese));
  });
});
