// Size budgets: the kernel, every preset and one source subpath, each bundled from the built ESM
// as a host bundler would (everything the entry exports kept, its dependencies bundled, the peers
// React, ReactDOM, MobX and mobx-react-lite left external), minified and gzipped.
import { readFileSync } from 'node:fs';
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

async function gzippedBytes(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
    external: PEERS.flatMap((name) => [name, `${name}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
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
