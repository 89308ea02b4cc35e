/**
 * The finder's benches, against a FinderAdapter per side (pickerkit's finder, antd's Table): open
 * to the first rows of a large folder, select a file, scroll 1,000 rows, enter a folder, go back
 * and forward, enter the folder again (a revisit), enter another after the pointer rested on it,
 * search, confirm the selection.
 */
import { settle, toPaint } from './paint';
import * as steps from './steps';
import type { ListAdapter } from './steps';

/** Rows per list page of the finder: the most the fake suite's drive serves in one page. */
export const FINDER_PAGE_SIZE = 500;

export interface FinderTargets {
  /** A row of the large folder's first screen (open waits for it). */
  first: string;
  /** A file of the large folder to select. */
  file: string;
  /** A folder of the large folder to enter, and a row inside it. */
  folder: string;
  inside: string;
  /**
   * Another folder, entered once after the pointer rested on it, and its first row (none for an
   * empty folder: its empty state is what is painted).
   */
  hovered: string;
  hoveredInside?: string;
  query: string;
}

/** A folder-shaped picker: a list whose folder rows are entered. */
export interface FinderAdapter extends ListAdapter {
  /** What to click to enter a folder row. */
  enter(row: HTMLElement): HTMLElement;
  /** What to click to go back to the folder shown before. */
  back(): HTMLElement;
  /** What to click to go forward again; none where the side has no history (antd's Table). */
  forward?(): HTMLElement;
  /** Whether the list shown is an empty folder's (its empty state). */
  emptyShown(): boolean;
}

/**
 * Clicks `target`; the ms to the paint that shows one of the rows `shown` and no longer `gone`
 * (when given).
 * Back may show the folder's first rows or, where the picker restores the row the user came
 * from (ours), that folder's row further down: either is the folder painted.
 */
async function toFolder(
  adapter: FinderAdapter,
  target: HTMLElement,
  shown: string | readonly string[],
  gone: string | undefined,
): Promise<number> {
  const names = typeof shown === 'string' ? [shown] : shown;
  const showing = () =>
    adapter
      .rows()
      .slice(0, 4)
      .map((row) => adapter.title(row))
      .join(', ') ||
    (document.querySelector('[role="dialog"] .pk-finder-main')?.textContent ?? '').slice(0, 160);
  const ms = await toPaint(
    () => target.click(),
    () =>
      names.some((name) => steps.findRow(adapter, name) !== undefined) &&
      (gone === undefined || steps.findRow(adapter, gone) === undefined),
    `the row ${names.join(' or ')}`,
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message} (the list shows ${showing() || 'no rows'})`);
  });
  await settle();
  return ms;
}

export function createFinderBench(adapter: FinderAdapter, targets: FinderTargets) {
  let baseline = 0;
  const backTo = [targets.first, targets.folder];
  let lastSearch: steps.SearchFigures | undefined;
  return {
    open() {
      baseline = document.getElementsByTagName('*').length;
      return steps.openTo(adapter, targets.first);
    },
    /** Elements the picker adds to the page now. */
    elements: () => document.getElementsByTagName('*').length - baseline,
    selectFile: () => steps.tick(adapter, targets.file, true),
    scroll: () => steps.scroll(adapter, 1000),
    async enterFolder(): Promise<number> {
      const row = await steps.reveal(adapter, targets.folder);
      const ms = await toPaint(
        () => adapter.enter(row).click(),
        () => steps.findRow(adapter, targets.inside) !== undefined,
        `the rows of ${targets.folder}`,
      );
      await settle();
      return ms;
    },
    /** From inside the folder: Back to the large folder's first rows painted. */
    back: () => toFolder(adapter, adapter.back(), backTo, targets.inside),
    /** Forward into the folder again; antd has no history, its user clicks the folder again. */
    async forward(): Promise<number> {
      const target =
        adapter.forward?.() ?? adapter.enter(await steps.reveal(adapter, targets.folder));
      return toFolder(adapter, target, targets.inside, targets.first);
    },
    /** Back (untimed), then a click on the folder seen before to its first row painted. */
    async revisitFolder(): Promise<number> {
      await toFolder(adapter, adapter.back(), backTo, targets.inside);
      const row = await steps.reveal(adapter, targets.folder);
      const ms = await toFolder(adapter, adapter.enter(row), targets.inside, targets.first);
      await toFolder(adapter, adapter.back(), backTo, targets.inside);
      return ms;
    },
    /**
     * A folder not visited yet, the pointer resting on its row first (untimed, as before a user's
     * click), to its first row painted; then back (untimed). Ours fetches the folder's first page
     * while the pointer rests; antd's Table has every row already.
     */
    async enterFolderHovered(): Promise<number> {
      const { hovered, hoveredInside } = targets;
      const row = await steps.reveal(adapter, hovered);
      const target = adapter.enter(row);
      target.dispatchEvent(
        new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }),
      );
      await settle(steps.HOVER_BEFORE_CLICK_MS);
      const ms = await toPaint(
        () => target.click(),
        () =>
          steps.findRow(adapter, targets.first) === undefined &&
          (hoveredInside === undefined
            ? adapter.emptyShown()
            : steps.findRow(adapter, hoveredInside) !== undefined),
        `the list of ${hovered}`,
      );
      await settle();
      await toFolder(adapter, adapter.back(), [targets.first, hovered], hoveredInside);
      return ms;
    },
    async search(): Promise<number> {
      lastSearch = await steps.search(adapter, targets.query);
      return lastSearch.lastKey;
    },
    /** The last search's last key to the first rows answering it (ours: the folder's matches). */
    searchTypeAhead: () => lastSearch?.typeAhead,
    /** The last search's answer from the suite to its results painted (ours only). */
    searchResponse: () => lastSearch?.response,
    confirm: () => steps.confirm(adapter),
  };
}
