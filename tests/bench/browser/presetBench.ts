/**
 * The union selector's and the finder's benches: a plan names the timed steps of a preset's pages
 * (pages/unionDriver.ts, pages/finderDriver.ts); runs alternate which side goes first, each in a
 * fresh context; one line per step, `bench browser-<preset>-<step> ours_ms= peer_ms= ratio=`, then
 * the long tasks of opening and the elements the opened picker adds. With a latency (the suite
 * answering every request that much later) the lines are `browser-<preset>-latency<ms>-<step>` and
 * ours is the time less the round trips the step cannot avoid (presetPlans.ts).
 */
import type { Browser } from 'playwright-core';
import { median, report } from '../measure';
import { interleaved, withBenchPage, type PageSetup } from './benchPage';
import type { OpenFigures } from './pages/steps';
import { pageName, type Preset, type Side } from './pageServer';

export interface PresetPlan {
  preset: Exclude<Preset, 'member'>;
  targets: unknown;
  /** Round trips to the suite opening cannot avoid. */
  openRoundTrips: number;
  /**
   * The timed steps after open, in order: the line's name, the page's bench method and the round
   * trips to the suite the step cannot avoid.
   */
  steps: [name: string, method: string, roundTrips: number][];
}

interface PresetRun {
  open: OpenFigures;
  /** Undefined where the side has no such figure (antd has no search debounce). */
  ms: Record<string, number | undefined>;
  /**
   * Of the steps that wait for the suite and time one window of their own (not a figure read off
   * another step's window): the longest call to the suite within it, in ms.
   */
  longestCall: Record<string, number>;
}

interface WindowCalls {
  windowMs: number;
  longestCallMs: number;
}

type Steps = Record<string, () => Promise<unknown>>;

function runPresetSide(
  browser: Browser,
  plan: PresetPlan,
  side: Side,
  setup: PageSetup,
  openOnly: boolean,
): Promise<PresetRun> {
  return withBenchPage(browser, pageName(plan.preset, side), setup, plan.targets, async (page) => {
    const open = (await page.evaluate(() => window.bench.open())) as OpenFigures;
    const ms: PresetRun['ms'] = {};
    const longestCall: PresetRun['longestCall'] = {};
    if (openOnly) return { open, ms, longestCall };
    for (const [name, method, trips] of plan.steps) {
      const figure = (await page.evaluate(
        (step) => (window.bench as unknown as Steps)[step](),
        method,
      )) as number | undefined;
      ms[name] = figure;
      if (trips === 0 || figure === undefined) continue;
      const calls = (await page.evaluate(() =>
        (window.bench as unknown as { lastWindowCalls(): WindowCalls }).lastWindowCalls(),
      )) as WindowCalls;
      if (Math.abs(calls.windowMs - figure) < 0.01) longestCall[name] = calls.longestCallMs;
    }
    return { open, ms, longestCall };
  });
}

const round = (value: number) => Number(value.toPrecision(3));

/** Interleaved runs of both sides; prints the bench and long-task lines. */
export async function benchPreset(
  browser: Browser,
  plan: PresetPlan,
  setup: PageSetup,
  runs: number,
  latencyMs = 0,
): Promise<void> {
  const figures = await interleaved(runs, (side) =>
    runPresetSide(browser, plan, side, setup, false),
  );
  const mid = (side: Side, pick: (run: PresetRun) => number | undefined) => {
    const values = figures[side].map(pick).filter((value) => typeof value === 'number');
    return values.length ? median(values) : undefined;
  };
  const label = latencyMs ? `browser-${plan.preset}-latency${latencyMs}` : `browser-${plan.preset}`;
  const line = (name: string, pick: (run: PresetRun) => number | undefined, trips: number) => {
    const raw = mid('ours', pick);
    const ours = raw === undefined ? undefined : raw - trips * latencyMs;
    const peer = mid('peer', pick);
    if (ours !== undefined && peer !== undefined) report(`${label}-${name}`, ours, peer);
    else console.log(`bench ${label}-${name} ours_ms=${round(ours ?? NaN)} peer_ms=- ratio=-`);
  };
  line('open', (run) => run.open.ms, plan.openRoundTrips);
  for (const [name, , trips] of plan.steps) line(name, (run) => run.ms[name], trips);
  // A step that must wait for the suite, less the longest call it made: the round trip as this
  // run's network and suite gave it (latency and the suite's own work), against the target
  // of one round trip and one frame.
  for (const [name] of plan.steps) {
    const calls = figures.ours.filter((run) => run.longestCall[name] !== undefined);
    if (!calls.length) continue;
    const call = median(calls.map((run) => run.longestCall[name]));
    const beyond = median(calls.map((run) => (run.ms[name] as number) - run.longestCall[name]));
    console.log(
      `roundtrip ${label}-${name} longest_call_ms=${round(call)} beyond_ms=${round(beyond)} target_ms=16`,
    );
  }
  const longest = (side: Side) =>
    round(Math.max(...figures[side].map((run) => run.open.longestTask)));
  console.log(
    `longtasks ${label}-open ours_count=${mid('ours', (run) => run.open.longTasks)} ours_longest_ms=${longest('ours')} ` +
      `peer_count=${mid('peer', (run) => run.open.longTasks)} peer_longest_ms=${longest('peer')}`,
  );
}

/** The elements each side's opened picker adds, for one dataset size (the DOM-count line). */
export async function presetElements(
  browser: Browser,
  plan: PresetPlan,
  setup: PageSetup,
): Promise<Record<Side, number>> {
  const ours = await runPresetSide(browser, plan, 'ours', setup, true);
  const peer = await runPresetSide(browser, plan, 'peer', setup, true);
  return { ours: ours.open.elements, peer: peer.open.elements };
}
