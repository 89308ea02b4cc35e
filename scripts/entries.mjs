// The package's public entries, discovered from the folder layout: one subpath per plugin folder.
//   kernel/index.ts                    -> pickerkit
//   plugins/sources/<name>/index.ts    -> pickerkit/sources/<name>
//   plugins/views/<name>/index.ts      -> pickerkit/views/<name>
//   plugins/analytics/<name>/index.ts  -> pickerkit/analytics/<name>
//   plugins/drive/<name>/index.ts      -> pickerkit/drive/<name>
//   presets/<name>/index.ts            -> pickerkit/presets/<name>
// plus pickerkit/styles.css, the views' CSS as a file (scripts/stylesheet.mjs writes it).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const GROUPS = [
  ['plugins/sources', 'sources'],
  ['plugins/views', 'views'],
  ['plugins/analytics', 'analytics'],
  ['plugins/drive', 'drive'],
  ['presets', 'presets'],
];

/** @returns {{ subpath: string, name: string, source: string }[]} */
export function discoverEntries(root = process.cwd()) {
  const entries = [{ subpath: '.', name: 'kernel/index', source: 'kernel/index.ts' }];
  for (const [folder, prefix] of GROUPS) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const child of readdirSync(dir, { withFileTypes: true })) {
      if (!child.isDirectory()) continue;
      for (const file of ['index.ts', 'index.tsx']) {
        const source = `${folder}/${child.name}/${file}`;
        if (existsSync(join(root, source))) {
          entries.push({
            subpath: `./${prefix}/${child.name}`,
            name: `${prefix}/${child.name}/index`,
            source,
          });
          break;
        }
      }
    }
  }
  return entries;
}

/**
 * The `exports` map for package.json: each condition carries its own types, .d.ts (ESM) for
 * `import` and .d.cts (CommonJS) for `require`; then the stylesheet and package.json.
 */
export function exportsMap(entries) {
  const map = {};
  for (const entry of entries) {
    map[entry.subpath] = {
      import: {
        types: `./dist/types/${entry.name}.d.ts`,
        default: `./dist/esm/${entry.name}.js`,
      },
      require: {
        types: `./dist/types/${entry.name}.d.cts`,
        default: `./dist/cjs/${entry.name}.cjs`,
      },
    };
  }
  map['./styles.css'] = './dist/styles.css';
  map['./package.json'] = './package.json';
  return map;
}
