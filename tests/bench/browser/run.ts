/**
 * `npm run bench:browser [-- --runs N] [--only member,union,finder,union-latency,finder-latency,dom,size]
 * [--latency MS]`: pickerkit's member picker, union selector and finder against antd (TreeSelect,
 * Select, Table) on the same seeded data of the fake suite, in Chromium driven by Playwright. Runs
 * alternate which side goes first; each run is a fresh browser context.
 * Prints one line per bench, `bench browser-<name> ours_ms=<median> peer_ms=<median>
 * ratio=<peer/ours>`, the long tasks (and for the member picker the heap) of opening, the same
 * union selector and finder steps with the suite answering `--latency` ms late (80 by default;
 * ours less the round trips each step cannot avoid), for the steps that wait for the suite a
 * `roundtrip` line (the step less its longest call: the picker's own work around the round trip),
 * the DOM elements at 1k, 10k and 100k staff, and the bundle sizes. `--only` runs the named parts
 * alone; the ports come from `--port` and `--suite-port`, else E2E_PORT and E2E_BACKEND_PORT, else
 * 5366 and 5367.
 * It is a benchmark, not a test: it prints figures and fails only when a bench cannot run.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { startSuiteServer } from '../../../sandbox/backend/server/app';
import type { DatasetSize } from '../../../sandbox/backend/types';
import { bundleLines } from './bundleSizes';
import { benchMemberPicker } from './memberBench';
import { benchTargets, COMPANY_ID, staffCount, staffIds } from './orgData';
import { startPageServer } from './pageServer';
import { benchPreset, presetElements } from './presetBench';
import { finderPlan, unionPlan } from './presetPlans';
import { runSide } from './runSide';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const PARTS = ['member', 'union', 'finder', 'union-latency', 'finder-latency', 'dom', 'size'];
const runs = Number(option('runs', '7'));
const pagePort = Number(option('port', process.env.E2E_PORT ?? '5366'));
const suitePort = Number(option('suite-port', process.env.E2E_BACKEND_PORT ?? '5367'));
const latencyMs = Number(option('latency', '80'));
const only = option('only', PARTS.join(',')).split(',');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');
if (!Number.isFinite(latencyMs) || latencyMs <= 0) throw new Error('--latency must be above 0');
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length) throw new Error(`--only: unknown ${unknown.join(', ')}; one of ${PARTS}`);
const included = (part: string) => only.includes(part);

const pages = await startPageServer(pagePort);
const suiteServer = await startSuiteServer({
  port: suitePort,
  size: 'large',
  seed: 1,
  corsOrigin: pages.origin,
});
const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-precise-memory-info'],
});

async function switchDataset(size: DatasetSize): Promise<void> {
  const response = await fetch(`${suiteServer.url}/__dataset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ size, seed: 1 }),
  });
  if (!response.ok) throw new Error(`bench: the suite refused dataset ${size}`);
}

const pageSetup = (size: DatasetSize) => ({
  pages: pages.origin,
  suite: suiteServer.url,
  size,
  company: COMPANY_ID,
});
const setup = (size: DatasetSize) => ({
  ...pageSetup(size),
  targets: benchTargets(size),
  selected: staffIds(size, 5000),
});

/** Every answer of the suite `ms` later (a fault on every path), or on time again with 0. */
async function setLatency(ms: number): Promise<void> {
  const response = ms
    ? await fetch(`${suiteServer.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/*', latency: ms }),
      })
    : await fetch(`${suiteServer.url}/__faults`, { method: 'DELETE' });
  if (!response.ok) throw new Error('bench: the suite refused the latency');
}

const round = (value: number) => Number(value.toPrecision(3));

try {
  // DOM elements of each opened picker at three org sizes (the same count is the target).
  const elements: string[] = [];
  for (const size of included('dom') ? (['org1k', 'org10k', 'large'] as const) : []) {
    await switchDataset(size);
    const ours = await runSide(browser, 'ours', setup(size), { openOnly: true });
    const peer = await runSide(browser, 'peer', setup(size), { openOnly: true });
    elements.push(
      `dom browser-open staff=${staffCount(size)} ours_elements=${ours.open.elements} ` +
        `peer_elements=${peer.open.elements} ours_expanded=${ours.expandedElements} ` +
        `peer_expanded=${peer.expandedElements}`,
    );
    for (const plan of [unionPlan(), finderPlan(size)]) {
      const counts = await presetElements(browser, plan, pageSetup(size));
      elements.push(
        `dom browser-${plan.preset}-open staff=${staffCount(size)} ours_elements=${counts.ours} ` +
          `peer_elements=${counts.peer}`,
      );
    }
  }

  await switchDataset('large');
  if (included('member')) await benchMemberPicker(browser, setup('large'), runs);
  if (included('union')) await benchPreset(browser, unionPlan(), pageSetup('large'), runs);
  if (included('finder')) await benchPreset(browser, finderPlan('large'), pageSetup('large'), runs);
  for (const [part, plan] of [
    ['union-latency', unionPlan()],
    ['finder-latency', finderPlan('large')],
  ] as const) {
    if (!included(part)) continue;
    await setLatency(latencyMs);
    try {
      await benchPreset(browser, plan, pageSetup('large'), runs, latencyMs);
    } finally {
      await setLatency(0);
    }
  }
  for (const line of elements) console.log(line);
  if (included('size')) for (const line of await bundleLines()) console.log(line);
  console.log(
    `bench browser runs=${runs} staff=${staffCount('large')} load=${loadavg().map(round).join('/')}`,
  );
} finally {
  await browser.close();
  await suiteServer.close();
  await pages.close();
}
