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

/**
 * Fonts the screenshots and the browser suite need beside Chromium: CJK (zh-CN, zh-TW, ja) and
 * Thai, which otherwise render as empty boxes on a fresh machine.
 */
export const FONT_PACKAGES = ['fonts-noto-cjk', 'fonts-thai-tlwg'];

/** The font packages whose script has no font on this machine (fc-list asks fontconfig). */
function missingFonts() {
  const has = (lang) => {
    const listed = spawnSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' });
    // Without fontconfig there is nothing to ask: Chromium's own package brings it.
    return listed.status !== 0 || listed.stdout.trim() !== '';
  };
  return [...(has('zh') ? [] : ['fonts-noto-cjk']), ...(has('th') ? [] : ['fonts-thai-tlwg'])];
}

/** Installs the CJK and Thai fonts when root on Debian and either script has no font. */
export function ensureFonts() {
  const missing = missingFonts();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.warn(`Fonts missing for the browser suite: install ${missing.join(', ')}.`);
    return;
  }
  console.log(`Installing fonts (apt-get install ${missing.join(' ')})...`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

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
      ['install', '-y', '--no-install-recommends', 'chromium', ...FONT_PACKAGES],
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
