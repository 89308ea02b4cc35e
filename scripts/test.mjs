// `npm test`: every suite (unit and integration with vitest, the package test of
// tests/package/ against the packed tarball, the host-app test of tests/hosts/ (Next.js and Vite
// apps built from the tarball, in Chromium), then the browser suite with Playwright in the
// system's Chromium), and one closing line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { ensureChromium, ensureDependencies, ensureFonts } from './bootstrap.mjs';

ensureDependencies();
mkdirSync('test-results', { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

let passed = 0;
let failed = 0;
// The stages that exited with an error, with their status: a stage can pass every test and still
// fail (an unhandled error after its tests, a server that did not start).
const failedStages = [];

// 1. vitest: unit and integration suites.
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const unit = readJson('test-results/vitest.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
if (unitStatus !== 0 || !unit) failedStages.push(`unit (vitest exited with ${unitStatus})`);

// 2. The package as hosts install it: size budgets, then every peer combination (tests/package/).
if (process.env.PICKERKIT_SKIP_PACKAGE === '1') {
  console.log('Package test skipped (PICKERKIT_SKIP_PACKAGE=1).');
} else {
  rmSync('test-results/package.json', { force: true });
  const packageStatus = run('node', ['tests/package/run.mjs']);
  const packageResult = readJson('test-results/package.json');
  if (packageResult) {
    passed += packageResult.passed;
    failed += packageResult.failed;
  }
  if (packageStatus !== 0 || !packageResult)
    failedStages.push(`package (tests/package/run.mjs exited with ${packageStatus})`);
}

// 3. Host apps built from the tarball (Next.js, Vite + React 18 and 19, React 18 server rendering),
// driven in Chromium (tests/hosts/). PICKERKIT_SKIP_HOSTS=1 skips it (it installs from the registry).
if (process.env.PICKERKIT_SKIP_HOSTS === '1') {
  console.log('Host-app test skipped (PICKERKIT_SKIP_HOSTS=1).');
} else {
  rmSync('test-results/hosts.json', { force: true });
  const hostsStatus = run('node', ['tests/hosts/run.mjs'], { CHROMIUM_PATH: ensureChromium() });
  const hostsResult = readJson('test-results/hosts.json');
  if (hostsResult) {
    passed += hostsResult.passed;
    failed += hostsResult.failed;
  }
  if (hostsStatus !== 0 || !hostsResult)
    failedStages.push(`hosts (tests/hosts/run.mjs exited with ${hostsStatus})`);
}

// 4. Playwright: the browser suite against the sandbox.
const hasBrowserSuite =
  existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'));
if (process.env.PICKERKIT_SKIP_E2E === '1' || !hasBrowserSuite) {
  console.log('Browser suite skipped (PICKERKIT_SKIP_E2E=1, or no tests/e2e/*.spec.ts).');
} else {
  const chromium = ensureChromium();
  ensureFonts();
  const e2eStatus = run('npx', ['playwright', 'test'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
  });
  const e2e = readJson('test-results/playwright.json');
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
  if (e2eStatus !== 0 || !e2e) failedStages.push(`browser (playwright exited with ${e2eStatus})`);
}

console.log(`tests: ${passed} passed, ${failed} failed`);
if (failedStages.length)
  console.log(`tests: failed stages: ${failedStages.join('; ')}; see each one's output above`);
process.exit(failedStages.length || failed > 0 ? 1 : 0);
