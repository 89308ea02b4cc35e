import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5190);
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 4190);

/** Debian's Chromium, never a downloaded browser (scripts/bootstrap.mjs finds or installs it). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace slows every action; it is kept for retries (CI) only.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The same command a user runs (npm start), on ports of its own.
    command: `node scripts/start.mjs --port ${port} --backend-port ${backendPort} --seed 1`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SIGTERM first: scripts/start.mjs passes it on to the fake suite and Vite and exits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
