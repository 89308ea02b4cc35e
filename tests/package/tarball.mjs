// What the package test and the host-app test share: running a command, building dist/ when it is
// stale, packing the tarball, and the npm cache their installs share.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One npm cache for every host install of both tests (kept under node_modules/.cache). */
export const NPM_CACHE = resolve('node_modules/.cache/pickerkit-package-test/npm');

/** Runs a command; resolves with its status and output (never rejects). */
export function exec(command, args, cwd, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => done({ status, stdout, stderr }));
    child.on('error', (error) => done({ status: 1, stdout, stderr: String(error) }));
  });
}

/** The newest modification time under the given paths. */
function newest(paths) {
  let latest = 0;
  for (const path of paths.filter((p) => existsSync(p))) {
    const stat = statSync(path);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else latest = Math.max(latest, newest(readdirSync(path).map((name) => join(path, name))));
  }
  return latest;
}

/** Builds first when dist/ is missing or older than the sources (a fresh clone, an edit). */
export function ensureBuilt() {
  const built = 'dist/esm/kernel/index.js';
  const sources = ['kernel', 'plugins', 'presets', 'rollup.config.mjs', 'scripts/entries.mjs'];
  if (existsSync(built) && statSync(built).mtimeMs >= newest(sources)) return;
  console.log('dist/ is missing or older than the sources: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** `npm pack` of the working tree into `into`: the tarball's path and the paths of the files in it. */
export async function pack(into) {
  const result = await exec(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', into],
    process.cwd(),
  );
  if (result.status !== 0) throw new Error(`npm pack failed: ${result.stderr}`);
  const [packed] = JSON.parse(result.stdout);
  return { tarball: join(into, packed.filename), files: packed.files.map((file) => file.path) };
}
