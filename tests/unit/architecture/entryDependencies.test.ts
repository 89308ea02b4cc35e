/**
 * What an entry loads before any import(): the modules and packages it reaches through static
 * imports (the module graph esbuild resolves, every package left external). The menus' floating
 * layer (@floating-ui/react) is a chunk a page fetches when a menu, card or time list opens, and
 * the drive rules' name checks bring no e-mail or phone validation.
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

const packagesOf = (reached: Map<string, Set<string>>, name: string) =>
  [...reached.keys()].filter((path) => path === name || path.startsWith(`${name}/`));

const importersOf = (reached: Map<string, Set<string>>, name: string) =>
  new Set(packagesOf(reached, name).flatMap((path) => [...reached.get(path)!]));

describe('what an entry reaches before any import()', () => {
  // Each with a trigger it mounts at open: the menu button, or the union's time button.
  it.each([
    ['presets/member-picker/index.ts', 'plugins/views/components/Dropdown/Dropdown.tsx'],
    ['presets/union-selector/index.ts', 'plugins/views/union-selector/TimeSelect.tsx'],
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

  // The kernel's query classification (the paste store and the index) still brings it to every
  // preset; the finder's own modules must not add a way of their own.
  it('the finder reaches validator only through the kernel, not through its name checks', async () => {
    const reached = await staticallyReached('presets/finder/index.ts');
    expect(reached.has('plugins/drive/rules/validators.ts')).toBe(true);
    expect([...importersOf(reached, 'validator')]).toEqual(['kernel/search/classifyQuery.ts']);
  }, 60_000);
});
