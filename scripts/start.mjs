// `npm start`: the fake suite on loopback and the sandbox app (Vite), then prints the address.
// Options: --port (sandbox, default 5173), --backend-port (default 4010), --size, --seed,
// --private (the suite starts as a private deployment; the sandbox's server passes its
// x-origin on and proxies /encryption/wps-private-entry.json to it), --react (18 or 19, default
// PICKERKIT_REACT or 19: the React the sandbox app runs on; see sandbox/reactVersion.ts),
// --built (the sandbox app built once with React's development build and served by `vite
// preview` with the same proxy, instead of the dev server: a page loads in a few requests instead
// of several hundred modules; the browser suite runs on it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { ensureDependencies } from './bootstrap.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

ensureDependencies();
const port = option('port', process.env.PORT ?? '5173');
const backendPort = option('backend-port', process.env.BACKEND_PORT ?? '4010');
const size = option('size', 'default');
const seed = option('seed', '1');
const react = option('react', process.env.PICKERKIT_REACT || '19');
if (react !== '18' && react !== '19') {
  console.error(`--react must be 18 or 19 (got ${react}).`);
  process.exit(1);
}
const sandboxOrigin = `http://127.0.0.1:${port}`;

const children = [];
/**
 * Starts a tool's own entry point with this Node, in this process's group: whatever stops the
 * group (Ctrl-C in a terminal, a test runner's kill of its web server) stops the tools and what
 * they started, and a SIGTERM to this process alone is passed on to each of them.
 */
function start(label, entry, args, env = {}) {
  const child = spawn(process.execPath, [entry, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (signal || stopping) return;
    console.error(`${label} stopped (exit code ${code}); stopping the sandbox.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

start(
  'the fake suite',
  'node_modules/tsx/dist/cli.mjs',
  [
    'sandbox/backend/server.ts',
    '--port',
    backendPort,
    '--size',
    size,
    '--seed',
    seed,
    ...(process.argv.includes('--private') ? ['--private'] : []),
  ],
  { SANDBOX_ORIGIN: sandboxOrigin },
);

/** Whether something answers HTTP at `url` (node:http: fetch refuses some ports, such as 4190). */
function answers(url) {
  return new Promise((resolve) => {
    const request = get(url, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2_000, () => request.destroy());
  });
}

/** Resolves once the fake suite answers on its port, so the sandbox never proxies to nothing. */
async function waitForSuite(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping && !(await answers(url))) {
    if (Date.now() > deadline) {
      console.error(`The fake suite did not answer on ${url} within ${timeoutMs / 1000} s.`);
      stop(1);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await waitForSuite(`http://127.0.0.1:${backendPort}/__dataset`);

if (stopping) {
  // The fake suite failed to start; stop() has already reported it.
} else if (!existsSync('sandbox/index.html')) {
  console.log(
    `The sandbox app is not there yet; the fake suite serves http://127.0.0.1:${backendPort}`,
  );
} else {
  const env = { PICKERKIT_BACKEND: `http://127.0.0.1:${backendPort}`, PICKERKIT_REACT: react };
  // The dev server, or with --built the build's preview server (null: the build failed).
  let serve = [];
  if (process.argv.includes('--built')) {
    const outDir = resolve(`node_modules/.cache/pickerkit-sandbox/react${react}`);
    serve = (await buildSandbox(outDir, env)) ? ['preview', '--outDir', outDir] : null;
  }
  if (serve && !stopping) {
    start(
      'the sandbox app',
      'node_modules/vite/bin/vite.js',
      [
        ...serve,
        '--config',
        'sandbox/vite.config.ts',
        '--port',
        port,
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      env,
    );
    console.log(
      `\n  pickerkit sandbox: ${sandboxOrigin}/ (React ${react})\n  fake suite:        http://127.0.0.1:${backendPort}\n`,
    );
  }
}

/**
 * `vite build` of the sandbox app into `outDir`, with React's development build (its warnings
 * are what the browser suite's React 18 project fails on) and no minifying; false if it failed.
 */
function buildSandbox(outDir, env) {
  const args = ['build', '--config', 'sandbox/vite.config.ts', '--outDir', outDir];
  args.push('--emptyOutDir', '--minify', 'false', '--logLevel', 'error');
  return new Promise((done) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env, NODE_ENV: 'development' },
    });
    children.push(child);
    child.on('exit', (code, signal) => {
      if (code === 0) return done(true);
      if (!stopping) {
        console.error(`The sandbox app's build failed (${signal ?? `exit code ${code}`}).`);
        stop(1);
      }
      done(false);
    });
  });
}
