/**
 * The member picker's benches against antd's TreeSelect: interleaved runs of every bench, the
 * long tasks and heap of opening (the DOM counts per org size are taken by run.ts).
 */
import type { Browser } from 'playwright-core';
import { median, report } from '../measure';
import { interleaved } from './benchPage';
import type { Side } from './pageServer';
import { runSide, type RunFigures, type RunSetup } from './runSide';

const round = (value: number) => Number(value.toPrecision(3));

export async function benchMemberPicker(
  browser: Browser,
  setup: RunSetup,
  runs: number,
): Promise<void> {
  const figures = await interleaved(runs, (side) => runSide(browser, side, setup));

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
    ['search-type-ahead', (run) => run.search.typeAhead],
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
}
