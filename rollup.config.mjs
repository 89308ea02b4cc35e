// Builds every public entry as ESM and CJS, plus bundled types: .d.ts for import and .d.cts for
// require, and the static stylesheet dist/styles.css. One build per format takes all entries at once, so kernel code lands in shared chunks
// instead of being copied into each entry.
import { isAbsolute } from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';
import { discoverEntries } from './scripts/entries.mjs';
import { STYLESHEET_SOURCE, writeStylesheet } from './scripts/stylesheet.mjs';
import { useClientBanner } from './scripts/useClientBanner.mjs';

const entries = discoverEntries();
const input = Object.fromEntries(entries.map((e) => [e.name, e.source]));

/**
 * The types are bundled from the declarations `tsc -p tsconfig.types.json` emitted (the build
 * script runs it first), not from the sources: rollup-plugin-dts then only joins .d.ts files
 * instead of type-checking every entry again, which took over 8 GB of heap for the sixty entries.
 * (Not under node_modules/: the plugin takes whatever is there for a dependency's and keeps it
 * external.)
 */
const DECLARATIONS = '.declarations';
const typesInput = Object.fromEntries(
  entries.map((e) => [e.name, `${DECLARATIONS}/${e.source.replace(/\.tsx?$/, '.d.ts')}`]),
);

/** Every bare import (react, mobx, tapable, axios, ...) stays external. */
const external = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

/** Relative specifiers of the ESM types, which TypeScript maps from `x.js` to `x.d.ts`. */
const RELATIVE_JS = /(['"])(\.{1,2}\/[^'"]*?)\.js\1/g;

/**
 * Writes a .d.cts twin of every .d.ts, importing its siblings as `.cjs` (read as `.d.cts`), so a
 * `require` consumer gets CommonJS types and an `import` consumer ESM types (the package is
 * `"type": "module"`, where a .d.ts means ESM).
 */
const commonJsTypes = {
  name: 'commonjs-types',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk' || !file.fileName.endsWith('.d.ts')) continue;
      this.emitFile({
        type: 'asset',
        fileName: file.fileName.replace(/\.d\.ts$/, '.d.cts'),
        source: file.code.replace(RELATIVE_JS, '$1$2.cjs$1'),
      });
    }
  },
};

/**
 * kernel/PickerKernel.ts fills in `KernelTypes` (kernel/types.ts) by declaration merging, so no
 * kernel file imports the root store. Bundled, both land in one chunk where `./types` names no
 * module, and the augmentation would be lost (KernelRef would read `never` to a host). Within one
 * chunk, a plain second `interface KernelTypes` merges the same way.
 */
const AUGMENTATION = /declare module '\.\/types' \{\n([\s\S]*?)\n\}\n/g;
const kernelTypesMerge = {
  name: 'kernel-types-merge',
  renderChunk(code, chunk) {
    if (!code.includes("declare module './types'")) return null;
    if (!/^(?:export )?interface KernelTypes\b/m.test(code))
      this.error(`${chunk.fileName}: augments KernelTypes without declaring it`);
    return code.replace(AUGMENTATION, (_all, body) => `${body.replace(/^ {4}/gm, '')}\n`);
  },
};

/**
 * Writes dist/styles.css (`pickerkit/styles.css`) from the same style modules the views inject,
 * once per build of the JavaScript entries.
 */
const stylesheet = {
  name: 'stylesheet',
  buildStart() {
    this.addWatchFile(STYLESHEET_SOURCE);
  },
  async buildEnd(error) {
    if (!error) await writeStylesheet();
  },
};

const compile = esbuild({
  target: 'es2020',
  jsx: 'automatic',
  tsconfig: 'tsconfig.json',
  minify: false,
});

export default [
  {
    input,
    external,
    plugins: [compile, stylesheet, useClientBanner()],
    output: [
      {
        dir: 'dist/esm',
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        sourcemap: true,
      },
      {
        dir: 'dist/cjs',
        format: 'cjs',
        entryFileNames: '[name].cjs',
        chunkFileNames: 'chunks/[name]-[hash].cjs',
        exports: 'named',
        sourcemap: true,
      },
    ],
  },
  {
    input: typesInput,
    external,
    plugins: [dts(), kernelTypesMerge, commonJsTypes],
    output: {
      dir: 'dist/types',
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: 'chunks/[name]-[hash].d.ts',
    },
  },
];
