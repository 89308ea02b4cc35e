// The package test, as a host application meets pickerkit: `npm pack`, the tarball installed from
// the registry into one temporary project per supported combination of peers (tests/package/
// matrix.mjs), and in each: every subpath loaded with import() and require() with no DOM and under
// recording stubs (probe.mjs), a kernel created, the member picker rendered with renderToString,
// and a TypeScript consumer type-checked under moduleResolution node16 and bundler, and the
// README's snippets under strict (consumer.mjs). Before that, the size budgets; after packing,
// what the tarball holds (dist/, docs/, README.md, LICENSE, package.json and nothing else) and
// that every relative link of the README resolves inside it. PICKERKIT_PACKAGE_ONLY=<name> tries
// one combination of matrix.mjs (while iterating). Writes test-results/package.json
// ({ passed, failed, checks }) for `npm test`.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { consumerFiles } from './consumer.mjs';
import { COMBINATIONS } from './matrix.mjs';
import { sizeChecks } from './sizes.mjs';
import { NPM_CACHE, ensureBuilt, exec, pack } from './tarball.mjs';

const TSC = resolve('node_modules/typescript/bin/tsc');
/** The packages a host brings itself (peers and React's types), whose declarations are its own. */
const PEER_TYPES = [
  'react',
  'react-dom',
  'mobx',
  'mobx-react-lite',
  '@types/react',
  '@types/react-dom',
];
const started = Date.now();
const checks = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);

function report(check) {
  checks.push(check);
  const mark = check.ok ? 'ok  ' : 'FAIL';
  console.log(`  ${mark} ${check.name}${check.detail ? ` (${check.detail})` : ''}`);
}

const PACKED_ROOT_FILES = ['README.md', 'LICENSE', 'package.json'];
const PACKED_FOLDERS = ['dist/', 'docs/'];

/** The tarball holds the build, the docs, the README, the licence and package.json, no more. */
function contentChecks(files) {
  const stray = files.filter(
    (path) =>
      !PACKED_ROOT_FILES.includes(path) && !PACKED_FOLDERS.some((dir) => path.startsWith(dir)),
  );
  const absent = [
    ...PACKED_ROOT_FILES.filter((name) => !files.includes(name)),
    ...PACKED_FOLDERS.filter((dir) => !files.some((path) => path.startsWith(dir))),
  ];
  const readme = readFileSync('README.md', 'utf8');
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
  const dead = links.filter(
    (target) => !files.some((path) => path === target || path.startsWith(`${target}/`)),
  );
  return [
    {
      name: 'the tarball holds dist/, docs/, README.md, LICENSE and package.json, and nothing else',
      ok: stray.length === 0 && absent.length === 0,
      detail: [
        ...(absent.length ? [`missing: ${absent.join(', ')}`] : []),
        ...(stray.length ? [`not expected: ${stray.slice(0, 5).join(', ')}`] : []),
      ].join('; '),
    },
    {
      name: `every relative link of the README resolves in the tarball (${links.length} links)`,
      ok: dead.length === 0,
      detail: dead.join(', '),
    },
  ];
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
 * tsc over the consumer with the library checks on (skipLibCheck off): any error fails, in the
 * consumer's files, in pickerkit's types, or in another package's types that pickerkit's public
 * types lead to (a dependency's broken CommonJS declarations, for one, are the host's errors too).
 */
async function typeCheck(dir, config, label, out) {
  const result = await exec(process.execPath, [TSC, '-p', config], dir);
  const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
  // Errors in the host's own peers' declarations (an old MobX 6 under today's TypeScript, say)
  // are the host's, and noted; errors anywhere else fail: in pickerkit's types, in the consumer,
  // or in a dependency's declarations that pickerkit's public types pull in (date-fns did).
  const isPeers = (line) => PEER_TYPES.some((name) => line.startsWith(`node_modules/${name}/`));
  const failing = errors.filter((line) => !isPeers(line));
  const peers = [...new Set(errors.filter(isPeers).map((line) => line.split('(')[0]))];
  const files = [...new Set(failing.map((line) => line.split('(')[0]))];
  const ok = failing.length === 0 && (result.status === 0 || errors.length > 0);
  const detail = ok
    ? ''
    : `${failing.length} errors in ${files.slice(0, 4).join(', ')}: ${failing.slice(0, 3).join(' | ')}`;
  out.checks.push({ name: `${label} tsc -p ${config}`, ok, detail });
  if (peers.length)
    out.notes.push(`errors inside the host's peers' own types: ${peers.join(', ')}`);
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
  const readme = readFileSync('README.md', 'utf8');
  for (const [file, text] of Object.entries(consumerFiles(exportsMap, readme))) {
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
      await timed(out, 'readme', () =>
        typeCheck(installed.dir, 'tsconfig.readme.json', label, out),
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
    const { tarball, files } = await pack(projects);
    console.log('\nthe tarball');
    for (const check of contentChecks(files)) report(check);
    mkdirSync(NPM_CACHE, { recursive: true });
    const only = process.env.PICKERKIT_PACKAGE_ONLY;
    const combinations = only ? COMBINATIONS.filter((c) => c.name === only) : COMBINATIONS;
    if (combinations.length === 0) throw new Error(`no combination is named ${only}`);
    // Two installs at a time: they wait on the network more than on the CPU.
    const installs = [];
    const installing = Date.now();
    for (let i = 0; i < combinations.length; i += 2) {
      const pair = combinations.slice(i, i + 2);
      installs.push(...(await Promise.all(pair.map((c) => install(c, tarball, projects)))));
    }
    console.log(`\ninstalled ${combinations.length} hosts in ${seconds(installing)} s`);
    for (const [index, combination] of combinations.entries()) {
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
