// After `rollup -c`: every entry is in package.json exports, every file of the map exists, and
// every entry imports in Node (where `window` and `document` do not exist) and requires as CJS.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { discoverEntries, exportsMap } from './entries.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const expected = exportsMap(discoverEntries());
const problems = [];
if (JSON.stringify(pkg.exports) !== JSON.stringify(expected)) {
  problems.push('package.json "exports" is out of date: run `node scripts/sync-exports.mjs`');
}
const require = createRequire(import.meta.url);
for (const [subpath, target] of Object.entries(expected)) {
  if (typeof target === 'string') continue;
  for (const file of Object.values(target)) {
    if (!existsSync(file)) problems.push(`${subpath}: ${file} was not built`);
  }
  if (problems.length) continue;
  try {
    await import(pathToFileURL(resolve(target.import)).href);
    require(resolve(target.require));
  } catch (error) {
    problems.push(`${subpath}: importing it in Node failed: ${error.message}`);
  }
}
if (problems.length) {
  console.error(problems.map((p) => `- ${p}`).join('\n'));
  process.exit(1);
}
console.log(
  `build ok: ${Object.keys(expected).length - 1} entries, ESM + CJS + types, import-safe in Node`,
);
