// Size budgets: the kernel, every preset and one source subpath, each bundled from the built ESM
// as a host bundler would (everything the entry exports kept, its dependencies bundled, the peers
// React, ReactDOM, MobX and mobx-react-lite left external), minified and gzipped: the entry and
// the chunks it imports statically, not the languages it loads later (gzippedBytes).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const BUDGETS_FILE = 'tests/package/size-budgets.json';
const PEERS = ['react', 'react-dom', 'mobx', 'mobx-react-lite'];

/** The subpaths that must have a budget: the kernel, every preset, and the budgeted source. */
function budgetedSubpaths(exportsMap, budgets) {
  const presets = Object.keys(exportsMap).filter((key) => key.startsWith('./presets/'));
  const sources = Object.keys(budgets).filter((key) => key.startsWith('./sources/'));
  return ['.', ...presets, ...sources];
}

/**
 * What a host's page pays when it loads the entry: the entry and every chunk it imports
 * statically, bundled with code splitting as a host bundler would. What it imports with import()
 * (the texts and date locales of the languages it does not speak yet) lands in chunks of its own
 * that a page loads only when a picker speaks that language, so it is not counted.
 */
async function gzippedBytes(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    splitting: true,
    outdir: 'size-probe',
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
    external: PEERS.flatMap((name) => [name, `${name}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const contents = new Map(
    result.outputFiles.map((output) => [relative(process.cwd(), output.path), output.contents]),
  );
  const outputs = result.metafile.outputs;
  const source = relative(process.cwd(), file);
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === source);
  const loaded = new Set();
  const visit = (path) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  const parts = [...loaded]
    .filter((path) => path.endsWith('.js'))
    .map((path) => contents.get(path));
  return gzipSync(Buffer.concat(parts), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** One check per budgeted subpath: its gzipped size against its budget (in kB). */
export async function sizeChecks(exportsMap) {
  const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  const checks = [];
  for (const subpath of budgetedSubpaths(exportsMap, budgets)) {
    const name = `size of ${subpath === '.' ? 'pickerkit' : `pickerkit/${subpath.slice(2)}`}`;
    const target = exportsMap[subpath];
    if (!target) {
      checks.push({ name, ok: false, detail: `${subpath} is budgeted but not exported` });
      continue;
    }
    const bytes = await gzippedBytes(target.import.default);
    const limit = budgets[subpath];
    if (typeof limit !== 'number') {
      const detail = `${kb(bytes)} gzipped and no budget: add "${subpath}" to ${BUDGETS_FILE} (kB, a little above today's size)`;
      checks.push({ name, ok: false, detail });
      continue;
    }
    const ok = bytes <= limit * 1024;
    checks.push({ name, ok, detail: `${kb(bytes)} gzipped, budget ${limit} kB` });
  }
  return checks;
}
