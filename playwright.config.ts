import { defineConfig } from '@playwright/test';
import type { ConsoleOptions } from './tests/e2e/support/fixtures';
import { chromiumLaunchOptions } from './tests/support/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 5190);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4190);
/** The sandbox on React 18 and its fake suite: ports of their own, 100 above the others. */
const react18Port = Number(process.env.E2E_REACT18_PORT ?? port + 100);
const react18BackendPort = Number(process.env.E2E_REACT18_BACKEND_PORT ?? backendPort + 100);

/**
 * The command a user runs (npm start), on ports of its own, with `--built`: the sandbox app built
 * once (React's development build) and served with the dev server's proxy, so that each test's
 * page loads in a few requests instead of the dev server's hundreds of modules.
 */
function sandbox(sandboxPort: number, suitePort: number, react: '18' | '19') {
  return {
    command: `node scripts/start.mjs --port ${sandboxPort} --backend-port ${suitePort} --seed 1 --react ${react} --built`,
    url: `http://127.0.0.1:${sandboxPort}/`,
    // Both sandboxes build side by side on two cores.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // SIGTERM first: scripts/start.mjs passes it on to the fake suite and Vite and exits.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig<ConsoleOptions>({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    // Recording a trace slows every action; it is kept for retries (CI) only.
    trace: 'on-first-retry',
    // Debian's Chromium, never a downloaded browser (scripts/bootstrap.mjs finds or installs it).
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The whole suite on the project's React (19).
    { name: 'react-19', use: { baseURL: `http://127.0.0.1:${port}` } },
    // The peer range's other major: the flows whose refs cross components (keyboard scrolling of
    // the virtual lists, menus anchored to their buttons), tagged @react18, on the sandbox
    // running React 18; any console error or ref warning fails them.
    {
      name: 'react-18',
      grep: /@react18/,
      use: { baseURL: `http://127.0.0.1:${react18Port}`, failOnConsoleErrors: true },
    },
  ],
  webServer: [sandbox(port, backendPort, '19'), sandbox(react18Port, react18BackendPort, '18')],
});
