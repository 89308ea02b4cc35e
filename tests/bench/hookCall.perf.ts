/**
 * A hook call with 3 taps: the closure-built call of kernel/closureHooks.ts against tapable's
 * generated call (`new Function`), same taps, same run. Each sample times a batch of calls, since
 * one call is far below the timer's resolution; the line reports the median ms per call.
 * Checked first to give the same result on both sides.
 */
import { SyncWaterfallHook } from 'tapable';
import { closureSyncWaterfallHook } from '../../kernel/closureHooks';
import { report, timeMedian } from './measure';

const CALLS_PER_SAMPLE = 20_000;
const SAMPLES = 41;

type Hook = { tap(name: string, fn: (value: number, step: number) => number): void };
function tapThree(hook: Hook): void {
  hook.tap('add', (value, step) => value + step);
  hook.tap('double', (value) => value * 2);
  hook.tap('keep', () => undefined as unknown as number);
}

const ours = closureSyncWaterfallHook<[number, number]>(['value', 'step']);
const peer = new SyncWaterfallHook<[number, number]>(['value', 'step']);
tapThree(ours as unknown as Hook);
tapThree(peer as unknown as Hook);

for (let value = 0; value < 100; value += 1) {
  if (ours.call(value, 3) !== peer.call(value, 3)) {
    throw new Error(`hook-call-3-taps: the two calls disagree for ${value}`);
  }
}

let sink = 0;
function batch(hook: typeof ours): () => void {
  return () => {
    for (let index = 0; index < CALLS_PER_SAMPLE; index += 1) sink += hook.call(index, 1);
  };
}
// Warm both up before timing, then interleave so neither side gets a quieter machine.
timeMedian(5, batch(ours));
timeMedian(5, batch(peer));
const oursMs = timeMedian(SAMPLES, batch(ours)) / CALLS_PER_SAMPLE;
const peerMs = timeMedian(SAMPLES, batch(peer)) / CALLS_PER_SAMPLE;
if (sink === -1) console.log(sink);
report('hook-call-3-taps', oursMs, peerMs);
