/**
 * `node --import tsx tests/bench/browser/profile.ts [--bench tickPersonFirst] [--side ours] [--trace]
 * [--preset member|union|finder]` (the union selector's and finder's benches are named as in their
 * drivers, e.g. `--preset finder --bench enterFolder`):
 * a CPU profile of one bench of one side on an unminified build, summed by function (self time,
 * top 25), to find where the time goes. Run after a bench in the same page: open, expandRoot.
 * With `--trace`, the browser's timeline instead: time in each phase (script, style, layout,
 * paint...) summed over the bench, for time the CPU profile shows only as "(program)". With
 * `--total`, each function's time with its callees too (top 40), to see which path a cost is on.
 * The member picker's `untickInside` runs after `expandDepartment`, so only the untick is profiled.
 * `--latency MS`: the suite answers every request that much later, as a network would. `--warm`:
 * one untimed open in a page of its own first, so that the suite's first-call indexing (which the
 * bench's untimed first run also pays) stays out of the profile.
 */
import { chromium, type CDPSession } from 'playwright-core';
import { startSuiteServer } from '../../../sandbox/backend/server/app';
import { benchTargets, COMPANY_ID, staffIds } from './orgData';
import { pageName, PRESETS, startPageServer, type Preset, type Side } from './pageServer';
import { finderPlan, unionPlan } from './presetPlans';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  args?: { name?: string };
}

/** Runs `run` under a timeline trace; the main thread's top-level phases, summed, longest first. */
async function tracePhases(
  cdp: CDPSession,
  run: () => Promise<unknown>,
): Promise<[string, number][]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  const result = await run();
  await cdp.send('Tracing.end');
  await done;
  console.log(`${side} ${bench}:`, JSON.stringify(result));
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => event.tid),
  );
  const sums = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || !main.has(event.tid) || event.dur === undefined) continue;
    sums.set(event.name, (sums.get(event.name) ?? 0) + event.dur / 1000);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 20);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function frameKey(node: ProfileNode): string {
  const frame = node.callFrame;
  return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
}

/** Each function's time with its callees (a recursive function counted once per sample). */
function totalTimes(
  nodes: Map<number, ProfileNode>,
  samples: number[],
  deltas: number[],
): [string, number][] {
  const parent = new Map<number, number>();
  for (const node of nodes.values())
    for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = frameKey(nodes.get(at)!);
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
    }
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const bench = option('bench', 'open');
const side = option('side', 'ours') as Side;
const preset = option('preset', 'member') as Preset;
if (!PRESETS.includes(preset)) throw new Error(`--preset must be one of ${PRESETS.join(', ')}`);
/** The union selector's and the finder's steps come from their plans; the member picker's here. */
const plan = preset === 'union' ? unionPlan() : preset === 'finder' ? finderPlan('large') : null;
const pages = await startPageServer(Number(option('port', '5368')), false);
const suite = await startSuiteServer({
  port: Number(option('suite-port', '5369')),
  size: 'large',
  seed: 1,
  corsOrigin: pages.origin,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const latency = Number(option('latency', '0'));
  if (latency > 0) {
    // Every answer of the suite that much later (a fault on every path), as run.ts's --latency.
    const response = await fetch(`${suite.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/*', latency }),
    });
    if (!response.ok) throw new Error('profile: the suite refused the latency');
  }
  const query = new URLSearchParams({
    suite: suite.url,
    size: 'large',
    company: String(COMPANY_ID),
  });
  const openPage = async () => {
    const opened = await browser.newPage();
    await opened.goto(`${pages.origin}/${pageName(preset, side)}.html?${query}`);
    await opened.waitForFunction(() => window.benchReady === true, undefined, {
      timeout: 120_000,
    });
    await opened.evaluate(
      (targets) => window.benchInit(targets),
      plan?.targets ?? benchTargets('large'),
    );
    return opened;
  };
  if (process.argv.includes('--warm')) {
    // The suite builds its indexes on the first call of each kind: pay that in a page of its own.
    const warming = await openPage();
    await warming.evaluate(() => window.bench.open());
    await warming.close();
  }
  const page = await openPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const order = plan
    ? ['open', ...plan.steps.map(([, method]) => method)]
    : [
        'open',
        'expandRoot',
        'tickPersonFirst',
        'tickPersonLater',
        'tickDepartment',
        'expandDepartment',
        'untickInside',
        'search',
        'scroll',
      ];
  const upTo = order.indexOf(bench);
  const memberConfirm = !plan && bench === 'confirm';
  if (upTo < 0 && !memberConfirm)
    throw new Error(`--bench must be one of ${order.join(', ')}${plan ? '' : ', confirm'}`);
  if (memberConfirm) {
    await page.evaluate((ids) => window.bench.openSelected(ids), staffIds('large', 5000));
  }
  for (const name of order.slice(0, Math.max(upTo, 0))) {
    await page.evaluate(
      (step) => (window.bench as unknown as Record<string, () => Promise<unknown>>)[step](),
      name,
    );
  }
  const run = () =>
    page.evaluate(
      (step) => (window.bench as unknown as Record<string, () => Promise<unknown>>)[step](),
      bench,
    );
  if (process.argv.includes('--trace')) {
    const phases = await tracePhases(cdp, run);
    for (const [name, ms] of phases) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    process.exit(0);
  }
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`${side} ${bench}:`, JSON.stringify(result));
  const nodes = new Map<number, ProfileNode>(
    profile.nodes.map((node) => [node.id, node as ProfileNode]),
  );
  const self = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  if (process.argv.includes('--total')) {
    console.log('total (self and callees), per function:');
    for (const [name, ms] of totalTimes(nodes, profile.samples ?? [], deltas).slice(0, 40)) {
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
  }
} finally {
  await browser.close();
  await suite.close();
  await pages.close();
}
