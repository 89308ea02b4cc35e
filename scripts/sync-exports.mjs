// Writes package.json "exports" from the discovered entries and the stylesheet (run after adding a plugin folder).
import { readFileSync, writeFileSync } from 'node:fs';
import { discoverEntries, exportsMap } from './entries.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
pkg.exports = exportsMap(discoverEntries());
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`exports: ${Object.keys(pkg.exports).length - 2} entries, styles.css and package.json`);
