// Shared by the README's two commands: install dependencies on a fresh clone, and find Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs `npm ci` on a fresh clone (no node_modules yet). */
export function ensureDependencies() {
  if (existsSync('node_modules/.package-lock.json') && existsSync('node_modules/vitest')) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm ci failed');
}

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);

/** The Chromium binary from the system's packages; installs Debian's package when root. */
export function ensureChromium() {
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Installing Chromium from Debian's packages (apt-get install chromium)...");
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    const installed = CANDIDATES.find((path) => existsSync(path));
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install it from your system packages (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH.',
  );
}
