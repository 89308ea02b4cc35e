/** Timing and memory helpers for the benchmark scripts (run with node --expose-gc). */
import { performance } from 'node:perf_hooks';

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `run` `times` times, each after an untimed `before`, and returns the median in ms. */
export function timeMedian(times: number, run: () => void, before?: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    before?.();
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run node with --expose-gc to measure memory');
  gc();
  gc();
}

/** Heap plus array buffers (typed arrays live outside the JS heap). */
export function usedBytes(): number {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function round(value: number): number {
  return Number(value.toPrecision(3));
}

/** The one line per benchmark: `bench <name> ours_ms=<median> peer_ms=<median> ratio=<peer/ours>`. */
export function report(name: string, ours: number, peer: number): void {
  const ratio = ours > 0 ? peer / ours : Infinity;
  console.log(`bench ${name} ours_ms=${round(ours)} peer_ms=${round(peer)} ratio=${round(ratio)}`);
}

/** Memory beside the timing line: bytes per member held beyond the raw records. */
export function reportMemory(name: string, ours: number, peer: number): void {
  console.log(
    `memory ${name} ours_bytes_per_member=${Math.round(ours)} peer_bytes_per_member=${Math.round(peer)}`,
  );
}
