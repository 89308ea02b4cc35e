// The package test, as a host application meets pickerkit: `npm pack`, the tarball installed from
// the registry into one temporary project per supported combination of peers (tests/package/
// matrix.mjs), and in each: every subpath loaded with import() and require() with no DOM and under
// recording stubs (probe.mjs), a kernel created, the member picker rendered with renderToString,
// and a TypeScript consumer type-checked under moduleResolution node16 and bundler. Before that,
// the size budgets. Writes test-results/package.json ({ passed, failed, checks }) for `npm test`.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { consumerFiles } from './consumer.mjs';
import { COMBINATIONS } from './matrix.mjs';
import { sizeChecks } from './sizes.mjs';
import { NPM_CACHE, ensureBuilt, exec, pack } from './tarball.mjs';

const TSC = resolve('node_modules/typescript/bin/tsc');
const started = Date.now();
const checks = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

function report(check) {
  checks.push(check);
  const mark = check.ok ? 'ok  ' : 'FAIL';
  console.log(`  ${mark} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
}

async function install(combination, tarball, projects) {
  const dir = join(projects, combination.name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `host-${combination.name}`, private: true })}\n`,
  );
  const specs = Object.entries(combination.packages).map(([name, range]) => `${name}@${range}`);
  const args = ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline'];
  args.push('--loglevel=error', '--cache', NPM_CACHE, tarball, ...specs);
  const result = await exec('npm', args, dir);
  return {
    dir,
    ok: result.status === 0,
    detail: result.stderr.trim().split('\n').slice(-3).join(' '),
  };
}

function versionsIn(dir) {
  const version = (name) =>
    JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  return ['react', 'mobx', 'mobx-react-lite'].map((name) => `${name} ${version(name)}`).join(', ');
}

async function probe(dir, environment, label, out) {
  const result = await exec(process.execPath, ['probe.mjs', environment], dir);
  const line = result.stdout.trim().split('\n').pop() ?? '';
  try {
    for (const check of JSON.parse(line))
      out.checks.push({ ...check, name: `${label} ${check.name}` });
  } catch {
    out.checks.push({
      name: `${label} ${environment}: probe ran`,
      ok: false,
      detail: result.stderr.trim().slice(0, 400),
    });
  }
  const notes = result.stderr.split('\n').filter((l) => l.startsWith('reads by dependencies'));
  out.notes.push(...new Set(notes));
}

/**
 * tsc over the consumer with the library checks on. Errors in the consumer's files or in
 * pickerkit's types fail; errors inside other packages' own types (date-fns' .d.cts under node16,
 * for one) are theirs and printed as notes.
 */
async function typeCheck(dir, config, label, out) {
  const result = await exec(process.execPath, [TSC, '-p', config], dir);
  const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
  const isOurs = (line) =>
    !line.startsWith('node_modules/') || line.startsWith('node_modules/pickerkit/');
  const ours = errors.filter(isOurs);
  const theirs = [...new Set(errors.filter((line) => !isOurs(line)).map((l) => l.split('(')[0]))];
  const ok = ours.length === 0 && (result.status === 0 || errors.length > 0);
  out.checks.push({ name: `${label} tsc -p ${config}`, ok, detail: ours.slice(0, 5).join(' | ') });
  if (theirs.length) out.notes.push(`errors inside other packages' types: ${theirs.join(', ')}`);
}

/** A browser bundle of every entry with the host's peers inside: each import must link. */
async function bundleCheck(dir, exportsMap, label, out) {
  const name = `${label} esbuild bundles every entry with the peers, no warning`;
  const entries = Object.values(exportsMap).filter((target) => typeof target !== 'string');
  try {
    const result = await build({
      entryPoints: entries.map((target) =>
        join(dir, 'node_modules/pickerkit', target.import.default),
      ),
      bundle: true,
      write: false,
      outdir: join(dir, 'bundle'),
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const warnings = result.warnings.map((warning) => warning.text);
    out.checks.push({ name, ok: warnings.length === 0, detail: warnings.slice(0, 3).join(' | ') });
  } catch (error) {
    out.checks.push({
      name,
      ok: false,
      detail: String(error.message).split('\n').slice(0, 3).join(' '),
    });
  }
}

async function testCombination(combination, installed, exportsMap) {
  const label = combination.name;
  console.log(`\n${label}`);
  if (!installed.ok) {
    report({ name: `${label} npm install`, ok: false, detail: installed.detail });
    return;
  }
  report({ name: `${label} npm install`, ok: true, detail: versionsIn(installed.dir) });
  copyFileSync(resolve('tests/package/probe.mjs'), join(installed.dir, 'probe.mjs'));
  for (const [file, text] of Object.entries(consumerFiles(exportsMap))) {
    mkdirSync(dirname(join(installed.dir, file)), { recursive: true });
    writeFileSync(join(installed.dir, file), text);
  }
  // Two lanes at once (runtime, then types), reported in order.
  const timed = async (out, name, step) => {
    const since = Date.now();
    await step();
    out.times.push(`${name} ${seconds(since)} s`);
  };
  const lanes = [
    async (out) => {
      await timed(out, 'no-dom', () => probe(installed.dir, 'no-dom', label, out));
      await timed(out, 'stubs', () => probe(installed.dir, 'stubs', label, out));
      await timed(out, 'bundle', () => bundleCheck(installed.dir, exportsMap, label, out));
    },
    async (out) => {
      await timed(out, 'node16', () =>
        typeCheck(installed.dir, 'tsconfig.node16.json', label, out),
      );
      await timed(out, 'bundler', () =>
        typeCheck(installed.dir, 'tsconfig.bundler.json', label, out),
      );
    },
  ];
  const outs = lanes.map(() => ({ checks: [], notes: [], times: [] }));
  await Promise.all(lanes.map((lane, index) => lane(outs[index])));
  for (const out of outs) {
    out.checks.forEach(report);
    for (const note of out.notes) console.log(`       note: ${note}`);
  }
  console.log(`  (${outs.flatMap((out) => out.times).join(', ')})`);
}

async function main() {
  ensureBuilt();
  const exportsMap = JSON.parse(readFileSync('package.json', 'utf8')).exports;
  console.log('size budgets (gzipped, peers external)');
  for (const check of await sizeChecks(exportsMap)) report(check);

  const projects = mkdtempSync(join(tmpdir(), 'pickerkit-hosts-'));
  try {
    const tarball = await pack(projects);
    mkdirSync(NPM_CACHE, { recursive: true });
    // Two installs at a time: they wait on the network more than on the CPU.
    const installs = [];
    const installing = Date.now();
    for (let i = 0; i < COMBINATIONS.length; i += 2) {
      const pair = COMBINATIONS.slice(i, i + 2);
      installs.push(...(await Promise.all(pair.map((c) => install(c, tarball, projects)))));
    }
    console.log(`\ninstalled ${COMBINATIONS.length} hosts in ${seconds(installing)} s`);
    for (const [index, combination] of COMBINATIONS.entries()) {
      await testCombination(combination, installs[index], exportsMap);
    }
  } finally {
    rmSync(projects, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  report({
    name: 'package test ran',
    ok: false,
    detail: error instanceof Error ? error.message : String(error),
  });
}
const passed = checks.filter((check) => check.ok).length;
const failed = checks.length - passed;
mkdirSync('test-results', { recursive: true });
writeFileSync(
  'test-results/package.json',
  `${JSON.stringify({ passed, failed, checks }, null, 2)}\n`,
);
console.log(`\npackage: ${passed} passed, ${failed} failed in ${seconds(started)} s`);
process.exit(failed > 0 ? 1 : 0);
