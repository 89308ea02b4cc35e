/**
 * `node --import tsx tests/bench/browser/profile.ts [--bench tickPersonFirst] [--side ours] [--trace]
 * [--preset member|union|finder]` (the union selector's and finder's benches are named as in their
 * drivers, e.g. `--preset finder --bench enterFolder`):
 * a CPU profile of one bench of one side on an unminified build, summed by function (self time,
 * top 25), to find where the time goes. Run after a bench in the same page: open, expandRoot.
 * With `--trace`, the browser's timeline instead (with `--timeline`, its events of `--min-ms` ms, 2 by
 * default, in order): time in each phase (script, style, layout,
 * paint...) summed over the bench, for time the CPU profile shows only as "(program)". With
 * `--total`, each function's time with its callees too (top 40, or `--top N`), to see which path a cost is on.
 * The member picker's `untickInside` runs after `expandDepartment`, so only the untick is profiled.
 * `--latency MS`: the suite answers every request that much later, as a network would. `--warm`:
 * one untimed open in a page of its own first, so that the suite's first-call indexing (which the
 * bench's untimed first run also pays) stays out of the profile; with `--warm-steps`, that page also
 * runs the steps up to the bench's (a search's first call builds the suite's index). `--network`: each request the
 * bench made instead, with when it left and when its answer was in (ms from the bench's start), to
 * see which calls wait for which (with the `performance.mark`s the code under study set), best
 * with `--minified`, the bench's own build. `--first MS`: the CPU profile of the bench's first MS ms only.
 * `--dom`: the elements the bench's step works on (in the page, in the dialog, per row shown).
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
  ts: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string; lineNumber?: number } };
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
  const timed = events.filter((event) => event.ph === 'X' && main.has(event.tid));
  const from = Math.min(...timed.map((event) => event.ts));
  const until = from + Number(option('first', 'Infinity')) * 1000;
  if (process.argv.includes('--timeline')) {
    // The main thread's events of 2 ms or more in order: when, how long, what (with the function).
    for (const event of timed.sort((a, b) => a.ts - b.ts)) {
      if ((event.dur ?? 0) < Number(option('min-ms', '2')) * 1000 || event.ts > until) continue;
      const data = event.args?.data;
      const layout = (
        event.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } }
      )?.beginData;
      const what = data?.functionName
        ? ` ${data.functionName} ${data.url?.split('/').pop()}:${data.lineNumber}`
        : layout?.totalObjects !== undefined
          ? ` ${layout.dirtyObjects} of ${layout.totalObjects} objects`
          : '';
      console.log(
        `${((event.ts - from) / 1000).toFixed(1).padStart(8)} +${((event.dur ?? 0) / 1000).toFixed(1)} ms ${event.name}${what}`,
      );
    }
  }
  for (const event of timed) {
    if (event.dur === undefined || event.ts > until) continue;
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
    if (id < 0) return; // a sample left out
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
// `--minified`: the bench's own build (timings as the bench sees them, names unreadable).
const pages = await startPageServer(
  Number(option('port', '5368')),
  process.argv.includes('--minified'),
);
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
  if (process.argv.includes('--warm')) {
    // The suite builds its indexes on the first call of each kind: pay that in a page of its own.
    const warming = await openPage();
    await warming.evaluate(() => window.bench.open());
    if (process.argv.includes('--warm-steps')) {
      // `--warm-steps`: the steps up to the bench too (a search's first call builds the suite's index).
      for (const name of order.slice(1, order.indexOf(bench) + 1)) {
        await warming.evaluate(
          (step) => (window.bench as unknown as Record<string, () => Promise<unknown>>)[step](),
          name,
        );
      }
    }
    await warming.close();
  }
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
  if (process.argv.includes('--dom')) {
    // What the bench's step works on: elements in the page, in the dialog, and per row shown.
    const counts = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const rows = [...document.querySelectorAll('[role="option"], [role="treeitem"]')];
      const shown = rows.filter((row) => row.closest('[hidden]') === null);
      return {
        page: document.getElementsByTagName('*').length,
        dialog: dialog?.getElementsByTagName('*').length ?? 0,
        rows: rows.length,
        shownRows: shown.length,
        perShownRow: shown.length
          ? shown.reduce((sum, row) => sum + row.getElementsByTagName('*').length + 1, 0) /
            shown.length
          : 0,
      };
    });
    console.log(`${side} before ${bench}:`, JSON.stringify(counts));
    process.exit(0);
  }
  if (process.argv.includes('--network')) {
    // Every resource fetched from the bench's start on (suite calls, chunks, images), in ms from it.
    const { result, calls } = await page.evaluate(async (step) => {
      const start = performance.now();
      const ran = await (window.bench as unknown as Record<string, () => Promise<unknown>>)[step]();
      const fetched = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.startTime >= start)
        // Inline (no named helper): tsx would wrap a named one in a `__name` the page lacks.
        .map(
          (entry) =>
            `${(entry.startTime - start).toFixed(0).padStart(6)} ` +
            `${(entry.responseEnd - start).toFixed(0).padStart(6)} ms  ${new URL(entry.name).pathname}`,
        );
      // And the marks the code under study set (performance.mark), when it is instrumented.
      const marks = performance
        .getEntriesByType('mark')
        .filter((entry) => entry.startTime >= start)
        .map(
          (entry) => `${(entry.startTime - start).toFixed(0).padStart(6)}    mark  ${entry.name}`,
        );
      return { result: ran, calls: [...fetched, ...marks].sort() };
    }, bench);
    console.log(`${side} ${bench}:`, JSON.stringify(result));
    for (const call of calls) console.log(call);
    process.exit(0);
  }
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
  // `--first MS`: only the samples of the bench's first MS ms (what runs before a call leaves).
  const first = Number(option('first', 'Infinity'));
  let elapsed = 0;
  const deltas = (profile.timeDeltas ?? []).map((delta) => {
    elapsed += delta;
    return elapsed / 1000 <= first ? delta : 0;
  });
  (profile.samples ?? []).forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  if (process.argv.includes('--tasks')) {
    // The busy stretches between idle samples, in order, each with its heaviest functions.
    const samples = profile.samples ?? [];
    let at = 0;
    let begin = -1;
    let stretch: number[] = [];
    const flush = () => {
      const ms = stretch.reduce((sum, index) => sum + (deltas[index] ?? 0) / 1000, 0);
      if (ms >= 5) {
        const within = new Set(stretch);
        const picked = samples.map((id, index) => (within.has(index) ? id : -1));
        const top = totalTimes(nodes, picked, deltas)
          .filter(([name]) => !/^\((root|program|idle)\)|^\(anonymous\) :0|^evaluate /.test(name))
          .slice(0, Number(option('depth', '12')));
        console.log(`at ${begin.toFixed(0)} ms, ${ms.toFixed(1)} ms busy:`);
        for (const [name, total] of top) console.log(`  ${total.toFixed(1).padStart(7)} ${name}`);
      }
      stretch = [];
      begin = -1;
    };
    samples.forEach((id, index) => {
      at += (profile.timeDeltas?.[index] ?? 0) / 1000;
      if (nodes.get(id)!.callFrame.functionName === '(idle)') return flush();
      if (begin < 0) begin = at;
      stretch.push(index);
    });
    flush();
  }
  if (process.argv.includes('--total')) {
    console.log('total (self and callees), per function:');
    for (const [name, ms] of totalTimes(nodes, profile.samples ?? [], deltas).slice(
      0,
      Number(option('top', '40')),
    )) {
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
    }
  }
} finally {
  await browser.close();
  await suite.close();
  await pages.close();
}
