/** One run of one side in a fresh browser context: every bench in order, with the heap of opening. */
import type { Browser, CDPSession } from 'playwright-core';
import { withBenchPage, type PageSetup } from './benchPage';
import type { OpenFigures, Targets } from './pages/driver';
import type { Side } from './pageServer';
import type { SearchFigures } from './pages/steps';

export interface RunSetup extends PageSetup {
  targets: Targets;
  selected: string[];
}

export interface RunFigures {
  open: OpenFigures;
  /** Elements the picker added once the root is expanded. */
  expandedElements: number;
  heapRetained: number;
  tickPersonFirst: number;
  tickPersonLater: number;
  tickDepartment: number;
  untickInside: number;
  search: SearchFigures;
  scroll: number;
  confirm: number;
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export function runSide(
  browser: Browser,
  side: Side,
  setup: RunSetup,
  { openOnly = false } = {},
): Promise<RunFigures> {
  return withBenchPage(browser, side, setup, setup.targets, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    const before = await heapUsed(cdp);
    const open = await page.evaluate(() => window.bench.open());
    const heapRetained = (await heapUsed(cdp)) - before;
    const figures = { open, heapRetained } as RunFigures;
    await page.evaluate(() => window.bench.expandRoot());
    figures.expandedElements = await page.evaluate(() => window.bench.elements());
    if (openOnly) return figures;
    figures.tickPersonFirst = await page.evaluate(() => window.bench.tickPersonFirst());
    figures.tickPersonLater = await page.evaluate(() => window.bench.tickPersonLater());
    figures.tickDepartment = await page.evaluate(() => window.bench.tickDepartment());
    figures.untickInside = await page.evaluate(() => window.bench.untickInside());
    figures.search = await page.evaluate(() => window.bench.search());
    figures.scroll = await page.evaluate(() => window.bench.scroll());
    await page.evaluate(() => window.bench.unmount());
    await page.evaluate((selected) => window.bench.openSelected(selected), setup.selected);
    figures.confirm = await page.evaluate(() => window.bench.confirm());
    return figures;
  });
}
