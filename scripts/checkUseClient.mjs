// Checks the built entries' 'use client' directive against what they import: an entry whose
// files (its own and the chunks it imports, statically or lazily) import react or react-dom must
// start with the directive, in ESM and in CJS; an entry that never reaches React must not carry
// it. Reads the output files themselves, independently of how the build decided.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { REACT_IMPORT, USE_CLIENT } from './useClientBanner.mjs';

/** Specifiers a built file imports: ESM `from '…'`, `import '…'`, `import('…')`, CJS `require('…')`. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])((?:\.{1,2}\/|[@a-z])[^'"]*)\1/g;

function reachesReact(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, , specifier] of code.matchAll(SPECIFIER)) {
    if (specifier.startsWith('.')) {
      if (reachesReact(resolve(dirname(file), specifier), seen)) return true;
    } else if (REACT_IMPORT.test(specifier)) {
      return true;
    }
  }
  return false;
}

/**
 * Problems with the directive in the built files of the given exports map.
 * @returns {{ problems: string[], client: string[] }}
 */
export function checkUseClient(exportsMap) {
  const problems = [];
  const client = [];
  for (const [subpath, target] of Object.entries(exportsMap)) {
    if (typeof target === 'string') continue;
    for (const file of [target.import.default, target.require.default]) {
      const react = reachesReact(resolve(file));
      const marked = readFileSync(file, 'utf8').startsWith(`${USE_CLIENT}\n`);
      if (react && !marked)
        problems.push(`${file}: imports React but does not start with ${USE_CLIENT}`);
      if (!react && marked)
        problems.push(`${file}: starts with ${USE_CLIENT} but imports no React`);
      if (react && file === target.import.default) client.push(subpath);
    }
  }
  return { problems, client };
}
