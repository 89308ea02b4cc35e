/** One run of one side in a fresh browser context: every bench in order, with the heap of opening. */
import type { Browser, CDPSession } from 'playwright-core';
import type { Bench, OpenFigures, Targets } from './pages/driver';
import type { Side } from './pageServer';

export interface RunSetup {
  pages: string;
  suite: string;
  size: string;
  company: number;
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
  search: { lastKey: number; debounce: number | undefined; response: number | undefined };
  scroll: number;
  confirm: number;
}

declare global {
  interface Window {
    bench: Bench;
    benchInit(targets: Targets): void;
    benchReady?: boolean;
  }
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

export async function runSide(
  browser: Browser,
  side: Side,
  setup: RunSetup,
  { openOnly = false } = {},
): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const query = new URLSearchParams({
      suite: setup.suite,
      size: setup.size,
      company: String(setup.company),
    });
    await page.goto(`${setup.pages}/${side}.html?${query}`);
    await page.waitForFunction(() => window.benchReady === true, undefined, { timeout: 120_000 });
    await page.evaluate((targets) => window.benchInit(targets), setup.targets);
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
    if (errors.length) throw new Error(`bench: ${side} page errors: ${errors.join('; ')}`);
    return figures;
  } catch (error) {
    throw new Error(`bench: ${side}: ${(error as Error).message}`, { cause: error });
  } finally {
    await context.close();
  }
}
