/**
 * Runs every tests/bench/*.perf.ts in turn. Each prints one line per benchmark:
 * `bench <name> ours_ms=<median> peer_ms=<median> ratio=<peer/ours>`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(here)
  .filter((name) => name.endsWith('.perf.ts'))
  .sort()) {
  await import(pathToFileURL(join(here, file)).href);
}
