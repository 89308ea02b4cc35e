/**
 * What an entry's own code is made of: `node --import tsx tests/bench/browser/ownCode.ts
 * presets/member-picker/index.ts [depth] [top]` prints its gzip and minified size as
 * `bundleSizes.ts` measures own code (every dependency external, the entry and its static imports),
 * then the minified bytes per folder, `depth` path segments deep (default 3), largest first (the
 * `top` largest, default 40): where a cut of the first load would come from.
 */
import { bundle, bytesByInput, OWN_CODE_EXTERNAL } from './bundleSizes';

const [entry, depthArgument = '3', topArgument = '40'] = process.argv.slice(2);
if (!entry) {
  console.error('usage: ownCode.ts <entry, e.g. presets/finder/index.ts> [depth] [top]');
  process.exit(1);
}
const bundled = await bundle(`./${entry.replace(/^\.\//, '')}`, OWN_CODE_EXTERNAL);
const byInput = bytesByInput(bundled);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const minified = [...byInput.values()].reduce((sum, bytes) => sum + bytes, 0);
console.log(`${entry}: own code ${kib(bundled.gzip)} KiB gzip, ${kib(minified)} KiB minified`);
const byFolder = new Map<string, number>();
for (const [input, bytes] of byInput) {
  const folder = input.split('/').slice(0, Number(depthArgument)).join('/');
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + bytes);
}
const largest = [...byFolder].sort((a, b) => b[1] - a[1]).slice(0, Number(topArgument));
for (const [folder, bytes] of largest) console.log(`${kib(bytes).padStart(7)}  ${folder}`);
