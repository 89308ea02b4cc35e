// The host-app test: real host applications built from the packed tarball (tests/hosts/hosts.mjs)
// and driven in Chromium. One `npm pack`; per host, its template copied into its folder under
// the system's temporary folder (WORK) with shared/ beside it, one `npm install` of its pinned
// dependencies plus the tarball (the npm cache the package test uses; the host's node_modules
// is kept from run to run, all but pickerkit), its build; then the fake suite on loopback, every
// host served (Next.js: `next start`; Vite: its build by shared/serve.mjs with each page's
// policy; React 18 server rendering: its own node server), and Playwright over them
// (playwright.config.mjs).
// Writes test-results/hosts.json ({ passed, failed, checks, seconds }) for `npm test`.
// PICKERKIT_HOSTS_FRESH=1 starts from empty folders; PICKERKIT_HOSTS_ONLY=next,... limits hosts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { NPM_CACHE, ensureBuilt, exec, pack } from '../package/tarball.mjs';
import { HOSTS, SUITE_PORT } from './hosts.mjs';
import { startHostServer } from './shared/serve.mjs';

const HERE = resolve('tests/hosts');
/**
 * The hosts' folders, kept from run to run: outside the project, since Next.js compiles nothing
 * under a node_modules path as the app's own code, and would take the project's lockfile for its
 * workspace root. One per checkout (a hash of its path).
 */
const WORK = join(
  tmpdir(),
  `pickerkit-hosts-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`,
);
const RESULTS = resolve('test-results');
const PLAYWRIGHT_JSON = join(RESULTS, 'hosts-playwright.json');
const SUITE_URL = `http://127.0.0.1:${SUITE_PORT}`;
const started = Date.now();
const checks = [];
const times = [];
const stops = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

function report(check) {
  checks.push(check);
  const mark = check.ok ? 'ok  ' : 'FAIL';
  console.log(`  ${mark} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
}

async function timed(name, step) {
  const since = Date.now();
  try {
    return await step();
  } finally {
    times.push(`${name} ${seconds(since)} s`);
  }
}

/** What a failed command said: its first lines naming an error, then its last lines. */
function tail(result, lines = 6) {
  const all = `${result.stdout}\n${result.stderr}`.trim().split('\n');
  const errors = all.filter((line) =>
    /error|cannot|failed|not a function|not exported|not found/i.test(line),
  );
  return [...new Set([...errors.slice(0, lines), ...all.slice(-lines)])].join(' | ');
}

/** Whether something answers HTTP at `url`. */
function answers(url) {
  return new Promise((done) => {
    const request = get(url, (response) => {
      response.resume();
      done(true);
    });
    request.on('error', () => done(false));
    request.setTimeout(2_000, () => request.destroy());
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`nothing answered on ${url}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Starts a long-running server in a process group of its own; stopped with the group at the end. */
function startProcess(label, args, cwd, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = `${output}${chunk}`.slice(-4_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  stops.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
  });
  return { output: () => output, label };
}

/**
 * The host's folder: emptied but for node_modules (less pickerkit, reinstalled from this run's
 * tarball), then its templates in order and tests/hosts/shared as shared/.
 */
function prepare(host, work) {
  const dir = join(work, host.name);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir).filter((entry) => entry !== 'node_modules')) {
    rmSync(join(dir, name), { recursive: true, force: true });
  }
  rmSync(join(dir, 'node_modules/pickerkit'), { recursive: true, force: true });
  for (const template of host.templates) {
    cpSync(join(HERE, 'templates', template), dir, { recursive: true });
  }
  cpSync(join(HERE, 'shared'), join(dir, 'shared'), { recursive: true });
  return dir;
}

async function install(dir, tarball) {
  const args = ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline'];
  args.push('--loglevel=error', '--cache', NPM_CACHE, tarball);
  return exec('npm', args, dir);
}

/** React 18's server-rendering host: the server and the client bundled by esbuild. */
async function buildSsr(dir) {
  const common = {
    absWorkingDir: dir,
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"' },
  };
  try {
    await build({
      ...common,
      entryPoints: ['client.jsx'],
      outdir: 'build/client',
      splitting: true,
      platform: 'browser',
      target: 'es2020',
    });
    await build({
      ...common,
      entryPoints: ['server.jsx'],
      outfile: 'build/server.mjs',
      platform: 'node',
      packages: 'external',
    });
    return { status: 0, stdout: '', stderr: '' };
  } catch (error) {
    return { status: 1, stdout: '', stderr: String(error.message) };
  }
}

/** Builds a host: `next build`, `vite build` (development mode: React's warnings stay on). */
function buildHost(host, dir) {
  if (host.name === 'next') {
    return exec(process.execPath, ['node_modules/next/dist/bin/next', 'build'], dir, {
      NEXT_TELEMETRY_DISABLED: '1',
      PICKERKIT_SUITE_URL: SUITE_URL,
    });
  }
  if (host.name.startsWith('vite-')) {
    return exec(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--mode', 'development'],
      dir,
      { NODE_ENV: 'development' },
    );
  }
  return buildSsr(dir);
}

/** Serves a built host on its port; resolves once it answers. */
async function serveHost(host, dir) {
  const url = `http://127.0.0.1:${host.port}/`;
  if (host.name.startsWith('vite-')) {
    const pages = Object.fromEntries(
      host.products.map((page) => [
        page.path,
        { file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`, csp: page.csp },
      ]),
    );
    const server = await startHostServer({
      port: host.port,
      suitePort: SUITE_PORT,
      root: join(dir, 'dist'),
      pages,
    });
    stops.push(() => server.close());
    return;
  }
  const started =
    host.name === 'next'
      ? startProcess(
          host.name,
          ['node_modules/next/dist/bin/next', 'start', '-p', String(host.port), '-H', '127.0.0.1'],
          dir,
          { NEXT_TELEMETRY_DISABLED: '1' },
        )
      : startProcess(host.name, ['build/server.mjs'], dir, {
          PORT: String(host.port),
          PICKERKIT_SUITE_PORT: String(SUITE_PORT),
          NODE_ENV: 'development',
        });
  try {
    await waitFor(url);
  } catch (error) {
    throw new Error(
      `${error.message}: ${started.output().trim().split('\n').slice(-4).join(' | ')}`,
    );
  }
}

/** Prepares, installs and builds each host in turn; resolves with the folders of those built. */
async function buildHosts(work, tarball) {
  const built = [];
  for (const host of HOSTS) {
    console.log(`\n${host.name}`);
    const dir = prepare(host, work);
    const installed = await timed(`${host.name} install`, () => install(dir, tarball));
    if (installed.status !== 0) {
      report({ name: `${host.name} npm install`, ok: false, detail: tail(installed) });
      continue;
    }
    const pinned = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const versions = Object.keys({ ...pinned.dependencies, ...pinned.devDependencies })
      .filter((name) => ['next', 'vite', 'react'].includes(name))
      .map((name) => {
        const manifest = join(dir, 'node_modules', name, 'package.json');
        return `${name} ${JSON.parse(readFileSync(manifest, 'utf8')).version}`;
      });
    report({ name: `${host.name} npm install`, ok: true, detail: versions.join(', ') });
    const result = await timed(`${host.name} build`, () => buildHost(host, dir));
    report({
      name: `${host.name} builds`,
      ok: result.status === 0,
      detail: result.status === 0 ? '' : tail(result, 8),
    });
    if (result.status === 0) built.push({ host, dir });
  }
  return built;
}

/** Runs Playwright over the hosts served; adds its counts to the checks' as `tests`. */
async function runSpecs(names) {
  rmSync(PLAYWRIGHT_JSON, { force: true });
  const status = await new Promise((done) => {
    const child = spawn('npx', ['playwright', 'test', '-c', join(HERE, 'playwright.config.mjs')], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PICKERKIT_HOSTS: names.join(','),
        PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
      },
    });
    child.on('close', (code) => done(code ?? 1));
  });
  if (!existsSync(PLAYWRIGHT_JSON)) {
    report({ name: 'Playwright ran over the hosts', ok: false, detail: `exit code ${status}` });
    return { passed: 0, failed: 0 };
  }
  const { stats } = JSON.parse(readFileSync(PLAYWRIGHT_JSON, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

async function main() {
  ensureBuilt();
  const only = process.env.PICKERKIT_HOSTS_ONLY?.split(',');
  const hosts = only ? HOSTS.filter((host) => only.includes(host.name)) : HOSTS;
  HOSTS.splice(0, HOSTS.length, ...hosts);
  if (process.env.PICKERKIT_HOSTS_FRESH === '1') rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  mkdirSync(NPM_CACHE, { recursive: true });
  try {
    const { tarball } = await timed('pack', () => pack(WORK));
    startProcess(
      'the fake suite',
      [resolve('node_modules/tsx/dist/cli.mjs'), 'sandbox/backend/server.ts'].concat([
        '--port',
        String(SUITE_PORT),
        '--seed',
        '1',
      ]),
      process.cwd(),
    );
    const built = await buildHosts(WORK, tarball);
    await waitFor(`${SUITE_URL}/__dataset`);
    const served = [];
    for (const { host, dir } of built) {
      try {
        await timed(`${host.name} start`, () => serveHost(host, dir));
        served.push(host.name);
      } catch (error) {
        report({ name: `${host.name} serves`, ok: false, detail: error.message });
      }
    }
    const untested = HOSTS.filter((host) => !served.includes(host.name)).map((h) => h.name);
    if (untested.length) console.log(`\nnot tested in the browser: ${untested.join(', ')}`);
    if (served.length === 0) return { passed: 0, failed: 0 };
    console.log(`\nPlaywright over ${served.join(', ')}`);
    return await timed('playwright', () => runSpecs(served));
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

let tests = { passed: 0, failed: 0 };
try {
  tests = await main();
} catch (error) {
  report({
    name: 'host-app test ran',
    ok: false,
    detail: error instanceof Error ? error.message : String(error),
  });
}
const passed = checks.filter((check) => check.ok).length + tests.passed;
const failed = checks.length - checks.filter((check) => check.ok).length + tests.failed;
mkdirSync(RESULTS, { recursive: true });
writeFileSync(
  join(RESULTS, 'hosts.json'),
  `${JSON.stringify({ passed, failed, seconds: seconds(started), times, checks, tests }, null, 2)}\n`,
);
console.log(`\n(${times.join(', ')})`);
console.log(`hosts: ${passed} passed, ${failed} failed in ${seconds(started)} s`);
process.exit(failed > 0 ? 1 : 0);
