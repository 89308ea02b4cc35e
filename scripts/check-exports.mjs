// After `rollup -c`: every entry is in package.json exports, every file of the map exists, every
// entry imports in Node (where `window` and `document` do not exist) and requires as CJS, the
// entries that import React (and only those) start with 'use client' (checkUseClient.mjs), and
// publint finds nothing to report (no error, warning or suggestion) about the package as packed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { checkUseClient } from './checkUseClient.mjs';
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
  const files = [target.import, target.require].flatMap((condition) => Object.values(condition));
  for (const file of files) {
    if (!existsSync(file)) problems.push(`${subpath}: ${file} was not built`);
  }
  if (problems.length) continue;
  try {
    await import(pathToFileURL(resolve(target.import.default)).href);
    require(resolve(target.require.default));
  } catch (error) {
    problems.push(`${subpath}: importing it in Node failed: ${error.message}`);
  }
}
let clientEntries = [];
if (!problems.length) {
  const directive = checkUseClient(expected);
  problems.push(...directive.problems);
  clientEntries = directive.client;
}
if (!problems.length) {
  const { messages } = await publint({ pkgDir: process.cwd(), level: 'suggestion', strict: true });
  for (const message of messages) {
    problems.push(`publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`);
  }
}
if (problems.length) {
  console.error(problems.map((p) => `- ${p}`).join('\n'));
  process.exit(1);
}
console.log(
  `build ok: ${Object.keys(expected).length - 1} entries, ESM + CJS + .d.ts/.d.cts, import-safe in Node, 'use client' on the ${clientEntries.length} that import React, publint clean`,
);
