// Writes dist/styles.css (the `pickerkit/styles.css` entry) from the views' style modules: the
// list plugins/views/styleSheets.ts holds, bundled by esbuild and evaluated here, so the file and
// the injected <style> elements come from the same texts. Run by rollup.config.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

export const STYLESHEET_SOURCE = 'plugins/views/styleSheets.ts';
export const STYLESHEET_FILE = 'dist/styles.css';

/** The stylesheet's text, from the TypeScript modules as they are now. */
export async function stylesheetText(root = process.cwd()) {
  const result = await build({
    entryPoints: [join(root, STYLESHEET_SOURCE)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
  const module = await import(`data:text/javascript;base64,${code}`);
  return module.stylesheetText();
}

export async function writeStylesheet(root = process.cwd()) {
  const file = join(root, STYLESHEET_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await stylesheetText(root));
  return file;
}
