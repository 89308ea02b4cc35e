// Builds every public entry as ESM and CJS, plus bundled .d.ts. One build per format takes all
// entries at once, so kernel code lands in shared chunks instead of being copied into each entry.
import { isAbsolute } from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';
import { discoverEntries } from './scripts/entries.mjs';

const entries = discoverEntries();
const input = Object.fromEntries(entries.map((e) => [e.name, e.source]));

/** Every bare import (react, mobx, tapable, axios, ...) stays external. */
const external = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

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
    plugins: [compile],
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
    input,
    external,
    plugins: [dts({ tsconfig: 'tsconfig.json' })],
    output: {
      dir: 'dist/types',
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: 'chunks/[name]-[hash].d.ts',
    },
  },
];
