/**
 * `npm run bench:browser [-- --runs N]`: pickerkit's member picker against antd's TreeSelect on
 * the same seeded org of the fake suite, in Chromium driven by Playwright. Runs alternate which
 * side goes first; each run is a fresh browser context. Prints one line per bench,
 * `bench browser-<name> ours_ms=<median> peer_ms=<median> ratio=<peer/ours>`, then the long
 * tasks and heap of opening, the DOM elements at 1k, 10k and 100k staff, and the bundle sizes.
 * It is a benchmark, not a test: it prints figures and fails only when a bench cannot run.
 */
import { chromium, type Browser } from 'playwright-core';
import { startSuiteServer } from '../../../sandbox/backend/server/app';
import type { DatasetSize } from '../../../sandbox/backend/types';
import { median, report } from '../measure';
import { bundleLines } from './bundleSizes';
import { benchTargets, COMPANY_ID, staffCount, staffIds } from './orgData';
import { startPageServer, type Side } from './pageServer';
import { runSide, type RunFigures } from './runSide';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const runs = Number(option('runs', '7'));
const pagePort = Number(option('port', '5366'));
const suitePort = Number(option('suite-port', '5367'));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number above 0');

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

const setup = (size: DatasetSize) => ({
  pages: pages.origin,
  suite: suiteServer.url,
  size,
  company: COMPANY_ID,
  targets: benchTargets(size),
  selected: staffIds(size, 5000),
});

const round = (value: number) => Number(value.toPrecision(3));

try {
  // DOM elements of the opened picker at three org sizes (the same count is the target).
  const elements: string[] = [];
  for (const size of ['org1k', 'org10k', 'large'] as const) {
    await switchDataset(size);
    const counts: Partial<Record<Side, RunFigures>> = {};
    for (const side of ['ours', 'peer'] as const) {
      counts[side] = await runSide(browser, side, setup(size), { openOnly: true });
    }
    elements.push(
      `dom browser-open staff=${staffCount(size)} ours_elements=${counts.ours?.open.elements} ` +
        `peer_elements=${counts.peer?.open.elements} ours_expanded=${counts.ours?.expandedElements} ` +
        `peer_expanded=${counts.peer?.expandedElements}`,
    );
  }

  await switchDataset('large');
  const figures: Record<Side, RunFigures[]> = { ours: [], peer: [] };
  for (let run = 0; run < runs; run += 1) {
    const order: Side[] = run % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
    for (const side of order) figures[side].push(await runSide(browser, side, setup('large')));
  }

  const mid = (side: Side, pick: (run: RunFigures) => number | undefined) => {
    const values = figures[side].map(pick).filter((value): value is number => value !== undefined);
    return values.length ? median(values) : NaN;
  };
  const benches: [string, (run: RunFigures) => number | undefined][] = [
    ['open', (run) => run.open.ms],
    ['tick-department', (run) => run.tickDepartment],
    ['tick-person-first', (run) => run.tickPersonFirst],
    ['tick-person-later', (run) => run.tickPersonLater],
    ['untick-inside', (run) => run.untickInside],
    ['search-last-key', (run) => run.search.lastKey],
    ['scroll-1000-rows', (run) => run.scroll],
    ['confirm-5000', (run) => run.confirm],
  ];
  for (const [name, pick] of benches)
    report(`browser-${name}`, mid('ours', pick), mid('peer', pick));
  console.log(
    `bench browser-search-debounce-end ours_ms=${round(mid('ours', (run) => run.search.debounce))} peer_ms=- ratio=-`,
  );
  console.log(
    `bench browser-search-response-to-paint ours_ms=${round(mid('ours', (run) => run.search.response))} peer_ms=- ratio=-`,
  );
  const longest = (side: Side) =>
    round(Math.max(...figures[side].map((run) => run.open.longestTask)));
  console.log(
    `longtasks browser-open ours_count=${mid('ours', (run) => run.open.longTasks)} ours_longest_ms=${longest('ours')} ` +
      `peer_count=${mid('peer', (run) => run.open.longTasks)} peer_longest_ms=${longest('peer')}`,
  );
  const mib = (side: Side) => round(mid(side, (run) => run.heapRetained) / 2 ** 20);
  console.log(
    `heap browser-open ours_mib=${mib('ours')} peer_mib=${mib('peer')} ratio=${round(mib('peer') / mib('ours'))}`,
  );
  for (const line of elements) console.log(line);
  for (const line of await bundleLines()) console.log(line);
  console.log(
    `bench browser runs=${runs} staff=${staffCount('large')} load=${(await import('node:os')).loadavg().map(round).join('/')}`,
  );
} finally {
  await browser.close();
  await suiteServer.close();
  await pages.close();
}
