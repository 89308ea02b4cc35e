/**
 * One bench page in a fresh browser context, its benches initialised and its errors collected;
 * runs of both sides interleaved.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Bench } from './pages/driver';
import type { Side } from './pageServer';

declare global {
  interface Window {
    bench: Bench;
    benchInit(targets: unknown): void;
    benchReady?: boolean;
  }
}

export interface PageSetup {
  pages: string;
  suite: string;
  size: string;
  company: number;
}

/**
 * Opens `name` (a page of pageServer) in a fresh context, waits until it is ready (the peer has
 * loaded its data), gives it `targets` and runs `use`; the context is closed afterwards. Errors the
 * page threw fail the run.
 */
export async function withBenchPage<T>(
  browser: Browser,
  name: string,
  setup: PageSetup,
  targets: unknown,
  use: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
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
    await page.goto(`${setup.pages}/${name}.html?${query}`);
    await page.waitForFunction(() => window.benchReady === true, undefined, { timeout: 120_000 });
    await page.evaluate((given) => window.benchInit(given), targets);
    const result = await use(page, context);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return result;
  } catch (error) {
    throw new Error(`bench: ${name}: ${(error as Error).message}`, { cause: error });
  } finally {
    await context.close();
  }
}

/**
 * `runs` runs of each side, alternating which goes first (ours first in even runs), after one
 * untimed run of ours: the fake suite builds its indexes of a 100,000-staff org on the first call
 * of each kind (a search, a directory page), work a real suite has done long before a picker asks,
 * while the peer's data is in its page before timing. Without it the first run of ours paid that
 * (the union selector's open measured 1,000 ms there and 370 in the next run).
 * A run that fails is run once more in a fresh context, its error printed: on a busy two-core
 * machine one run can miss a wait, and CI runs the bench once to prove it still runs. A bench that
 * fails twice in a row cannot run, and fails the command.
 */
export async function interleaved<T>(
  runs: number,
  runOne: (side: Side) => Promise<T>,
): Promise<Record<Side, T[]>> {
  const figures: Record<Side, T[]> = { ours: [], peer: [] };
  const runTwice = async (side: Side): Promise<T> => {
    try {
      return await runOne(side);
    } catch (error) {
      console.error(
        `bench: a run of ${side} failed, running it again: ${(error as Error).message}`,
      );
      return runOne(side);
    }
  };
  await runTwice('ours');
  for (let run = 0; run < runs; run += 1) {
    const order: Side[] = run % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
    for (const side of order) figures[side].push(await runTwice(side));
  }
  return figures;
}
