// @vitest-environment jsdom
/**
 * Server rendering and hydration of every preset, in every language: what the server renders
 * (renderToString after preloadLanguages) is what the browser's first render makes of it, with or
 * without the host's `language`, closed and open (streaming renders: serverStreaming.test.tsx).
 * Any console error or warning, and any recoverable error, fails. The server is this process with
 * no `window`; the browser is jsdom.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGES,
  loadTexts,
  preloadLanguages,
  type Catalogue,
  type Language,
} from '../../../kernel';
import { finderLabelsCatalogue } from '../../../plugins/drive/texts/locale';
import { pickerCatalogue } from '../../../plugins/views/locale';
import { unionCatalogue } from '../../../plugins/views/union-selector/locale';
import { Finder, finderCatalogues } from '../../../presets/finder';
import { MemberPicker, memberPickerCatalogues } from '../../../presets/member-picker';
import { UnionSelector, unionSelectorCatalogues } from '../../../presets/union-selector';
import { silentSuite } from '../../support/silentSuite';

interface Preset {
  name: string;
  catalogues: readonly Catalogue[];
  render: (props: { language?: string; open?: boolean }) => ReactElement;
  /** A text the open picker shows in `language`. */
  text: (language: Language) => Promise<string>;
}

const PRESETS: Preset[] = [
  {
    name: 'member picker',
    catalogues: memberPickerCatalogues,
    render: (props) => (
      <MemberPicker
        sources={[{ type: 'latest' }]}
        client={silentSuite}
        storage={null}
        _from="tests"
        _function="member-picker"
        {...props}
      />
    ),
    text: async (language) => (await loadTexts(pickerCatalogue, language)).cancel!,
  },
  {
    name: 'union selector',
    catalogues: unionSelectorCatalogues,
    render: (props) => <UnionSelector fid={1} client={silentSuite} storage={null} {...props} />,
    text: (language) =>
      loadTexts(unionCatalogue, language).then((texts) => texts.searchPlaceholder!),
  },
  {
    name: 'finder',
    catalogues: finderCatalogues,
    render: (props) => <Finder client={silentSuite} storage={null} {...props} />,
    text: (language) => loadTexts(finderLabelsCatalogue, language).then((texts) => texts.cancel!),
  },
];

/** Runs a render as a server does: no window (so no browser language, no page-wide cache). */
async function onServer<T>(render: () => T | Promise<T>): Promise<T> {
  vi.stubGlobal('window', undefined);
  try {
    return await render();
  } finally {
    vi.unstubAllGlobals();
  }
}

let console_: { error: ReturnType<typeof vi.spyOn>; warn: ReturnType<typeof vi.spyOn> };
const roots: Root[] = [];

beforeEach(() => {
  console_ = {
    error: vi.spyOn(console, 'error'),
    warn: vi.spyOn(console, 'warn'),
  };
});

afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/**
 * Hydrates the server's HTML with the same element; fails on any error or warning, and (unless
 * the picker is to switch language at once, which renders its views again) on any server node
 * replaced.
 */
async function hydrate(
  html: string,
  element: ReactElement,
  { switchesLanguage = false } = {},
): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  // Hydrating keeps the server's nodes; rendering on the client instead would replace them.
  const serverNodes = [...container.querySelectorAll('*')];
  const recoverable = vi.fn();
  await act(async () => {
    roots.push(hydrateRoot(container, element, { onRecoverableError: recoverable }));
  });
  if (!switchesLanguage) {
    expect(serverNodes.filter((node) => !container.contains(node))).toEqual([]);
  }
  for (let i = 0; i < 5; i++) await settle();
  const said = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.map((call) => call.map(String).join(' '));
  expect(said(recoverable)).toEqual([]);
  expect(said(console_.error)).toEqual([]);
  expect(said(console_.warn)).toEqual([]);
  return container;
}

describe.each(PRESETS)('the $name rendered on a server', (preset) => {
  it.each(LANGUAGES)(
    'in %s (renderToString after preloadLanguages) hydrates without a mismatch',
    async (language) => {
      await preloadLanguages(preset.catalogues, [language]);
      const element = preset.render({ language, open: true });
      const html = await onServer(() => renderToString(element));
      const text = await preset.text(language);
      expect(html).toContain(text);
      const container = await hydrate(html, element);
      expect(container.innerHTML).toContain(text);
    },
  );

  it('closed, hydrates without a mismatch', async () => {
    await preloadLanguages(preset.catalogues, ['en']);
    const element = preset.render({ language: 'en', open: false });
    const html = await onServer(() => renderToString(element));
    await hydrate(html, element);
  });

  it('without `language` renders zh-CN on the server, hydrates it, then shows the browser language', async () => {
    expect(navigator.language).toBe('en-US');
    const element = preset.render({ open: true });
    const html = await onServer(() => renderToString(element));
    expect(html).toContain(await preset.text('zh-CN'));
    const container = await hydrate(html, element, { switchesLanguage: true });
    await vi.waitFor(async () => expect(container.innerHTML).toContain(await preset.text('en')));
  });
});
