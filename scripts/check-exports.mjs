// After `rollup -c`: every entry is in package.json exports, every file of the map exists, every
// entry imports in Node (where `window` and `document` do not exist) and requires as CJS, the
// entries that import React (and only those) start with 'use client' (checkUseClient.mjs),
// dist/styles.css holds every product's CSS and equals what the style modules give now, bundlers
// keep a CSS import (sideEffects), and publint finds nothing to report (no error, warning or
// suggestion) about the package as packed.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { checkUseClient } from './checkUseClient.mjs';
import { discoverEntries, exportsMap } from './entries.mjs';
import { STYLESHEET_FILE, stylesheetText } from './stylesheet.mjs';

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
/** A selector of each product and of the shared rules that styles.css must hold. */
const KEY_RULES = {
  'theme tokens': ':where(.pk-root:not([data-pk-theme] *), [data-pk-theme])',
  'dark theme': ":where([data-pk-theme='dark'])",
  'compact density': ":where([data-pk-density='compact'])",
  components: '.pk-root .pk-checkbox',
  'member picker': '.pk-root .pk-shell',
  dialog: '.pk-root .pk-modal-mask',
  'union selector': '.pk-union__sidebar',
  'union dialog': '.pk-union-dialog',
  finder: '.pk-root .pk-finder__body',
  'finder switcher': '.pk-root .pk-finder-switcher',
  'finder gate': '.pk-root .pk-finder-gate',
  'forced colours': '@media (forced-colors: active)',
  'reduced motion': '@media (prefers-reduced-motion: reduce)',
  reflow: '@container pk-dialog',
};
if (!existsSync(STYLESHEET_FILE)) {
  problems.push(`./styles.css: ${STYLESHEET_FILE} was not built`);
} else {
  const css = readFileSync(STYLESHEET_FILE, 'utf8');
  for (const [what, rule] of Object.entries(KEY_RULES)) {
    if (!css.includes(rule)) problems.push(`./styles.css lacks the ${what} CSS (${rule})`);
  }
  if (css !== (await stylesheetText())) {
    problems.push(`./styles.css differs from the style modules: rebuild (npm run build)`);
  }
}
const sideEffects = pkg.sideEffects;
if (!Array.isArray(sideEffects) || !sideEffects.some((glob) => /css/.test(glob))) {
  problems.push('package.json "sideEffects" must list the CSS (["*.css"]) so bundlers keep it');
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
  `build ok: ${Object.keys(expected).length - 2} entries, ESM + CJS + .d.ts/.d.cts, import-safe in Node, 'use client' on the ${clientEntries.length} that import React, styles.css, publint clean`,
);
