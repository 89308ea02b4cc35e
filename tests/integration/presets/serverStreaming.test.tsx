// @vitest-environment jsdom
/**
 * Streaming server renders, and what a server renders not depending on earlier renders. The
 * server and the browser each get their own instance of the package's modules (as a server bundle
 * and a client bundle are), loaded fresh: no language but zh-CN is loaded on either side until a
 * render asks for it. Any console error or warning, and any recoverable error, fails.
 */
import { act } from '@testing-library/react';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentSuite } from '../../support/silentSuite';
import finderEn from '../../../plugins/drive/texts/labels/en';
import finderJa from '../../../plugins/drive/texts/labels/ja';
import finderTh from '../../../plugins/drive/texts/labels/th';
import finderZhCN from '../../../plugins/drive/texts/labels/zh-CN';
import finderZhTW from '../../../plugins/drive/texts/labels/zh-TW';
import en from '../../../plugins/views/locale/en';
import th from '../../../plugins/views/locale/th';
import { en as unionEn } from '../../../plugins/views/union-selector/locale/en';
import { ja as unionJa } from '../../../plugins/views/union-selector/locale/ja';
import { th as unionTh } from '../../../plugins/views/union-selector/locale/th';
import { zhCN as unionZhCN } from '../../../plugins/views/union-selector/locale/zh-CN';
import { zhTW as unionZhTW } from '../../../plugins/views/union-selector/locale/zh-TW';

/** A fresh instance of the three presets' modules. */
async function loadPresets() {
  vi.resetModules();
  const [member, union, finder] = await Promise.all([
    import('../../../presets/member-picker'),
    import('../../../presets/union-selector'),
    import('../../../presets/finder'),
  ]);
  return {
    MemberPicker: member.MemberPicker,
    UnionSelector: union.UnionSelector,
    Finder: finder.Finder,
  };
}
type Presets = Awaited<ReturnType<typeof loadPresets>>;

const TEXTS = { en, th } as const;
type StreamLanguage = keyof typeof TEXTS;

const PRESETS: {
  name: string;
  render: (presets: Presets, language?: string) => ReactElement;
  text: (language: StreamLanguage) => string;
}[] = [
  {
    name: 'member picker',
    render: ({ MemberPicker }, language) => (
      <MemberPicker
        sources={[{ type: 'latest' }]}
        client={silentSuite}
        storage={null}
        _from="tests"
        _function="member-picker"
        language={language}
      />
    ),
    text: (language) => TEXTS[language].cancel!,
  },
  {
    name: 'union selector',
    render: ({ UnionSelector }, language) => (
      <UnionSelector fid={1} client={silentSuite} storage={null} language={language} />
    ),
    text: (language) =>
      ({ 'zh-CN': unionZhCN, 'zh-TW': unionZhTW, en: unionEn, ja: unionJa, th: unionTh })[language]
        .searchPlaceholder,
  },
  {
    name: 'finder',
    render: ({ Finder }, language) => (
      <Finder client={silentSuite} storage={null} language={language} />
    ),
    text: (language) =>
      ({ 'zh-CN': finderZhCN, 'zh-TW': finderZhTW, en: finderEn, ja: finderJa, th: finderTh })[
        language
      ].cancel,
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

/** The whole HTML of a streaming render once everything is ready (what a crawler receives). */
function renderToStream(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    let piped = false;
    const stream = renderToPipeableStream(element, {
      onAllReady: () => {
        if (piped) return;
        piped = true;
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

let console_: { error: ReturnType<typeof vi.spyOn>; warn: ReturnType<typeof vi.spyOn> };
const roots: Root[] = [];

beforeEach(() => {
  console_ = { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') };
});

afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const said = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call.map(String).join(' '));

// Loading a fresh instance of the package's modules takes a while on a busy machine.
describe.each(PRESETS)('the $name', { timeout: 60_000 }, (preset) => {
  it.each(['en', 'th'] as const)(
    'streamed in %s waits for its texts, and a browser still loading them hydrates the markup',
    async (language) => {
      const server = await loadPresets();
      const html = await onServer(() => renderToStream(preset.render(server, language)));
      expect(html).toContain(preset.text(language));

      const browser = await loadPresets();
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = html;
      // Hydrating keeps the server's nodes; rendering on the client instead would replace them.
      const serverNodes = [...container.querySelectorAll('*')];
      const recoverable = vi.fn();
      await act(async () => {
        roots.push(
          hydrateRoot(container, preset.render(browser, language), {
            onRecoverableError: recoverable,
          }),
        );
      });
      // The server's markup stays while the browser loads the texts, then is hydrated.
      expect(container.innerHTML).toContain(preset.text(language));
      for (let i = 0; i < 5; i++) await settle();
      expect(container.innerHTML).toContain(preset.text(language));
      expect(serverNodes.filter((node) => !container.contains(node))).toEqual([]);
      expect(said(recoverable)).toEqual([]);
      expect(said(console_.error)).toEqual([]);
      expect(said(console_.warn)).toEqual([]);
    },
  );

  it('renders the same HTML in a fresh process and after other renders loaded languages', async () => {
    const server = await loadPresets();
    const first = await onServer(async () => ({
      string: renderToString(preset.render(server, 'en')),
      stream: await renderToStream(preset.render(server, 'en')),
    }));
    await onServer(async () => {
      await renderToStream(preset.render(server, 'ja'));
      await renderToStream(preset.render(server, 'th'));
      await renderToStream(preset.render(server));
    });
    const later = await onServer(async () => ({
      string: renderToString(preset.render(server, 'en')),
      stream: await renderToStream(preset.render(server, 'en')),
    }));
    expect(later).toEqual(first);
    expect(first.stream).toContain(preset.text('en'));
    expect(said(console_.error)).toEqual([]);
    expect(said(console_.warn)).toEqual([]);
  });
});
