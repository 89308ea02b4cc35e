// Playwright over the host apps tests/hosts/run.mjs built and serves: one project per page of
// tests/hosts/hosts.mjs (products pages run specs/products.spec.ts, server-rendered pages
// specs/hydration.spec.ts), limited to the hosts named in PICKERKIT_HOSTS (those that built).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { HOSTS } from './hosts.mjs';

const ready = process.env.PICKERKIT_HOSTS?.split(',') ?? HOSTS.map((host) => host.name);

const projects = HOSTS.filter((host) => ready.includes(host.name)).flatMap((host) => {
  const baseURL = `http://127.0.0.1:${host.port}`;
  return [
    ...host.products.map((page) => ({
      name: `${host.name} ${page.path}`,
      testMatch: 'products.spec.ts',
      use: { baseURL, hostPage: page.path, csp: page.csp },
    })),
    ...host.hydration.map((path) => ({
      name: `${host.name} ${path}`,
      testMatch: 'hydration.spec.ts',
      use: { baseURL, hostPage: path },
    })),
  ];
});

export default defineConfig({
  testDir: 'specs',
  outputDir: '../../test-results/hosts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects,
});
