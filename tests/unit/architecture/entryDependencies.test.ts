/**
 * What an entry loads before any import(): the modules and packages it reaches through static
 * imports (the module graph esbuild resolves, every package left external). The menus' floating
 * layer (@floating-ui/react) is a chunk a page fetches when a menu, card or time list opens, and
 * the drive rules' name checks bring no e-mail or phone validation. Views no first paint shows
 * (the paste report, the union's time tab, the finder's private space gate), the paste pipeline
 * and texts of languages not spoken are chunks too: the code of an entry and the chunks it imports statically holds none of them.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');

/**
 * Every source file and package path `entry` reaches through static imports, each with the
 * reached files that import it.
 */
async function staticallyReached(entry: string): Promise<Map<string, Set<string>>> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'entry-probe',
    write: false,
    metafile: true,
    logLevel: 'silent',
    packages: 'external',
  });
  const reached = new Map<string, Set<string>>();
  const visit = (path: string, importer?: string) => {
    const importers = reached.get(path);
    if (importers && importer) importers.add(importer);
    if (importers) return;
    reached.set(path, new Set(importer ? [importer] : []));
    for (const imported of metafile.inputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path, path);
    }
  };
  visit(entry);
  return reached;
}

/**
 * The source files whose code is in what `entry` loads before any import(): the entry's chunk and
 * the chunks it imports statically (a module only re-exported and unused has no code there), and
 * the source files that are entry points of chunks loaded later.
 */
async function loadedCode(entry: string): Promise<{ loaded: Set<string>; chunks: Set<string> }> {
  const { metafile } = await build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'entry-probe',
    write: false,
    metafile: true,
    logLevel: 'silent',
    packages: 'external',
  });
  const outputs = metafile.outputs;
  const loadedOutputs = new Set<string>();
  const visit = (path: string) => {
    if (loadedOutputs.has(path)) return;
    loadedOutputs.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(Object.keys(outputs).find((path) => outputs[path].entryPoint === entry)!);
  const loaded = new Set<string>();
  for (const path of loadedOutputs) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path].inputs)) {
      if (bytesInOutput > 0) loaded.add(input);
    }
  }
  const chunks = new Set<string>();
  for (const [path, output] of Object.entries(outputs)) {
    if (!loadedOutputs.has(path) && output.entryPoint) chunks.add(output.entryPoint);
  }
  return { loaded, chunks };
}

const packagesOf = (reached: Map<string, Set<string>>, name: string) =>
  [...reached.keys()].filter((path) => path === name || path.startsWith(`${name}/`));

describe('what an entry reaches before any import()', () => {
  // Each with what it mounts at open in the layer's place: the menu button, or for the union the
  // time tab's stand-in (the time tab and its time button are a chunk of their own).
  it.each([
    ['presets/member-picker/index.ts', 'plugins/views/components/Dropdown/Dropdown.tsx'],
    ['presets/union-selector/index.ts', 'plugins/views/union-selector/LazyTimeTab.tsx'],
    ['presets/finder/index.ts', 'plugins/views/components/Dropdown/Dropdown.tsx'],
  ])(
    '%s reaches its triggers but not @floating-ui/react',
    async (entry, trigger) => {
      const reached = await staticallyReached(entry);
      expect(reached.has(trigger)).toBe(true);
      expect(packagesOf(reached, '@floating-ui/react')).toEqual([]);
    },
    60_000,
  );

  // Search hits that need it are rare and the first paint shows none: DOMPurify is a chunk.
  it.each([
    'presets/member-picker/index.ts',
    'presets/union-selector/index.ts',
    'presets/finder/index.ts',
  ])(
    '%s reaches no DOMPurify before any import()',
    async (entry) => {
      const reached = await staticallyReached(entry);
      expect(reached.has('plugins/views/components/sanitize/sanitizeHighlight.ts')).toBe(true);
      expect(packagesOf(reached, 'dompurify')).toEqual([]);
    },
    60_000,
  );

  // The finder never pastes and has no search box of the member kind: the paste store loads its
  // classification as a chunk, and the kernel's index does not re-export it.
  it('the finder reaches no validator: not through its name checks, not through the kernel', async () => {
    const reached = await staticallyReached('presets/finder/index.ts');
    expect(reached.has('plugins/drive/rules/validators.ts')).toBe(true);
    expect(reached.has('kernel/paste/PasteStore.ts')).toBe(true);
    expect(packagesOf(reached, 'validator')).toEqual([]);
    expect(reached.has('kernel/paste/classifyEntry.ts')).toBe(false);
  }, 60_000);

  // The query classification (validator's e-mail and phone checks) is a chunk the search box's
  // Enter, the unknown-user probe and the paste load when they first classify.
  it.each(['presets/member-picker/index.ts', 'presets/union-selector/index.ts'])(
    '%s reaches no validator before any import()',
    async (entry) => {
      const reached = await staticallyReached(entry);
      expect(reached.has('plugins/views/search-box/SearchBox.tsx')).toBe(true);
      expect(packagesOf(reached, 'validator')).toEqual([]);
      expect(reached.has('kernel/search/classifyQuery.ts')).toBe(false);
      const { chunks } = await loadedCode(entry);
      expect(chunks.has('kernel/search/classifyQuery.ts')).toBe(true);
    },
    60_000,
  );

  // Each entry with the modules it must not load before any import(), and the modules that
  // are the entry points of their chunks.
  it.each([
    [
      'presets/member-picker/index.ts',
      [
        'plugins/views/paste-report/ReportPanel.tsx',
        'plugins/views/paste-report/useCopy.ts',
        // The paste pipeline: classification, lookups and picking come with the first paste.
        'kernel/paste/classifyEntry.ts',
        'kernel/paste/resolveEntries.ts',
        'kernel/paste/pickResolved.ts',
        // The source plugins' calls: fetched when a host configures their types.
        'plugins/sources/company-tree/companyTreeBody.ts',
        'plugins/sources/company-tree/companyBrowse.ts',
        'plugins/sources/company-tree/companySearch.ts',
        'plugins/sources/team-members/teamMembersCalls.ts',
        'plugins/sources/teams/teamsCalls.ts',
        'plugins/sources/group/groupCalls.ts',
        'plugins/sources/latest/latestCalls.ts',
      ],
      [
        'plugins/views/paste-report/ReportPanel.tsx',
        'kernel/paste/pastePipeline.ts',
        'plugins/sources/company-tree/companyTreeBody.ts',
        'plugins/sources/team-members/teamMembersCalls.ts',
        'plugins/sources/teams/teamsCalls.ts',
        'plugins/sources/group/groupCalls.ts',
        'plugins/sources/latest/latestCalls.ts',
      ],
    ],
    [
      'presets/union-selector/index.ts',
      [
        'plugins/views/paste-report/ReportPanel.tsx',
        'kernel/paste/resolveEntries.ts',
        'kernel/paste/pickResolved.ts',
        'plugins/views/union-selector/TimeTab.tsx',
        'plugins/views/union-selector/TimeSelect.tsx',
        // The calendar and the date rules (date-fns parse and format) come with the time tab.
        'plugins/views/components/DatePicker/DatePicker.tsx',
        'plugins/views/union-selector/timeSlots.ts',
        // The union's own labels: Simplified Chinese ships, the other languages are chunks.
        'plugins/views/union-selector/locale/en.ts',
        'plugins/views/union-selector/locale/zh-TW.ts',
        'plugins/views/union-selector/locale/ja.ts',
        'plugins/views/union-selector/locale/th.ts',
      ],
      [
        'plugins/views/paste-report/ReportPanel.tsx',
        'plugins/views/union-selector/TimeTab.tsx',
        'plugins/views/union-selector/locale/en.ts',
        'plugins/views/union-selector/locale/th.ts',
      ],
    ],
    [
      'presets/finder/index.ts',
      [
        'kernel/paste/resolveEntries.ts',
        'kernel/paste/pickResolved.ts',
        'plugins/drive/enterprise/texts/en.ts',
        'plugins/drive/enterprise/texts/zh-TW.ts',
        'plugins/drive/enterprise/texts/ja.ts',
        'plugins/drive/enterprise/texts/th.ts',
        // The private space's gate screens, their forms and style sheet.
        'plugins/views/finder-frame/UnlockScreen.tsx',
        'plugins/views/finder-frame/CertScreen.tsx',
        'plugins/drive/private-space/UnlockForm.ts',
        'plugins/drive/private-space/CertForm.ts',
        'plugins/views/finder-frame/spaceStyles.ts',
        // No other product's texts: the finder's chunks fail with the finder's own error.
        'plugins/views/locale/zh-CN.ts',
      ],
      [
        'plugins/views/finder-frame/gateScreenViews.ts',
        'plugins/drive/enterprise/texts/en.ts',
        'plugins/drive/enterprise/texts/zh-TW.ts',
        'plugins/drive/enterprise/texts/ja.ts',
        'plugins/drive/enterprise/texts/th.ts',
      ],
    ],
  ])(
    '%s loads none of its later chunks before any import()',
    async (entry, notLoaded, chunkEntries) => {
      const { loaded, chunks } = await loadedCode(entry);
      expect(notLoaded.filter((path) => loaded.has(path))).toEqual([]);
      expect(chunkEntries.filter((path) => !chunks.has(path))).toEqual([]);
    },
    60_000,
  );

  it('the finder loads its enterprise texts in Simplified Chinese only', async () => {
    const { loaded } = await loadedCode('presets/finder/index.ts');
    expect(loaded.has('plugins/drive/enterprise/texts/zh-CN.ts')).toBe(true);
  }, 60_000);

  it('the union selector loads its own labels in Simplified Chinese only', async () => {
    const { loaded } = await loadedCode('presets/union-selector/index.ts');
    expect(loaded.has('plugins/views/union-selector/locale/zh-CN.ts')).toBe(true);
  }, 60_000);

  // File rows word their modified time with Intl.RelativeTimeFormat; only the union selector's
  // time tab (a chunk) has a calendar, with its date-fns locale.
  it.each(['presets/union-selector/index.ts', 'presets/finder/index.ts'])(
    '%s reaches no date-fns before any import()',
    async (entry) => {
      const reached = await staticallyReached(entry);
      expect(reached.has('plugins/views/components/FileItem/formatModifiedTime.ts')).toBe(true);
      expect(packagesOf(reached, 'date-fns')).toEqual([]);
    },
    60_000,
  );

  it.each(['presets/union-selector/index.ts', 'presets/finder/index.ts'])(
    "%s brings the dialog's and the list's CSS but not the member picker's shell sheet",
    async (entry) => {
      const { loaded } = await loadedCode(entry);
      expect(loaded.has('plugins/views/components/styles/frameStyles.ts')).toBe(true);
      expect(loaded.has('plugins/views/shell/shellStyles.ts')).toBe(false);
      expect(loaded.has('plugins/views/shell/lookStyles.ts')).toBe(false);
    },
    60_000,
  );
});
