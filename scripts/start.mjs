// `npm start`: the fake suite on loopback and the sandbox app (Vite), then prints the address.
// Options: --port (sandbox, default 5173), --backend-port (default 4010), --size, --seed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const sandboxOrigin = `http://127.0.0.1:${port}`;

const children = [];
/**
 * Starts a tool's own entry point with this Node, in a process group of its own, so that stopping
 * the sandbox stops the tool and everything it started.
 */
function start(label, entry, args, env = {}) {
  const child = spawn(process.execPath, [entry, ...args], {
    stdio: 'inherit',
    detached: true,
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
      process.kill(-child.pid, 'SIGTERM');
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
  ['sandbox/backend/server.ts', '--port', backendPort, '--size', size, '--seed', seed],
  { SANDBOX_ORIGIN: sandboxOrigin },
);

if (!existsSync('sandbox/index.html')) {
  console.log(
    `The sandbox app is not there yet; the fake suite serves http://127.0.0.1:${backendPort}`,
  );
} else {
  start(
    'the sandbox app',
    'node_modules/vite/bin/vite.js',
    ['--config', 'sandbox/vite.config.ts', '--port', port, '--strictPort', '--host', '127.0.0.1'],
    { PICKERKIT_BACKEND: `http://127.0.0.1:${backendPort}` },
  );
  console.log(
    `\n  pickerkit sandbox: ${sandboxOrigin}/\n  fake suite:        http://127.0.0.1:${backendPort}\n`,
  );
}
